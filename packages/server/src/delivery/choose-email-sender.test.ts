import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config/env.ts';
import { startServer } from '../server.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { chooseEmailSender } from './choose-email-sender.ts';
import { describeSmtpServer } from './smtp-sender.ts';

describe('choosing where email goes', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'foyer-mail-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses to start in production without SMTP_URL, saying what to set, before touching the disk', async () => {
    const dataDir = join(scratch, 'production-data');
    const config = loadConfig({ FOYER_ENV: 'production', FOYER_DATA_DIR: dataDir, PORT: '0' }, scratch);
    await expect(startServer(config, () => {})).rejects.toThrow(/Production mode needs SMTP_URL/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('uses SMTP when SMTP_URL is set, in production and in development', async () => {
    const database = await openTestDatabase();
    try {
      for (const mode of ['production', 'development']) {
        const config = loadConfig({ FOYER_ENV: mode, SMTP_URL: 'smtps://user:hunter2@mail.example.com' }, scratch);
        const sender = chooseEmailSender(config, database.db, systemClock);
        expect(sender.description).toBe('SMTP at mail.example.com:465');
        await sender.close();
      }
    } finally {
      await database.close();
    }
  });

  it('keeps development mail in the outbox when there is no SMTP_URL', async () => {
    const database = await openTestDatabase();
    try {
      const sender = chooseEmailSender(loadConfig({}, scratch), database.db, systemClock);
      expect(sender.description).toContain('development outbox');
    } finally {
      await database.close();
    }
  });

  it('never shows SMTP credentials when naming the server', () => {
    expect(describeSmtpServer('smtp://me:secret@127.0.0.1:2525?ignoreTLS=true')).toBe('127.0.0.1:2525');
    expect(describeSmtpServer('smtp://mail.example.com')).toBe('mail.example.com:587');
    expect(describeSmtpServer('not a url :secret@')).toBe('the configured server');
  });
});
