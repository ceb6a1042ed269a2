import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createOutboxSender } from '../delivery/outbox-sender.ts';
import { sendCode } from '../testing/otp.ts';
import { signInNewUser } from '../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { type OpenedDatabase, openDatabase } from './database.ts';

/**
 * The disk holding SQLite fills up. A real small file system (tmpfs, mounted as root: CI runs as
 * root) holds the database; a filler file takes the rest of its space.
 */
describe('SQLite on a disk that fills up', () => {
  let mountPoint: string;
  let database: OpenedDatabase;
  let t: TestContext;
  beforeAll(async () => {
    mountPoint = mkdtempSync(join(tmpdir(), 'foyer-disk-full-'));
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint], { encoding: 'utf8' });
    if (mounted.status !== 0) {
      throw new Error(
        `This test mounts a small tmpfs to fill a real disk, which needs root (CI runs as root): ` +
          `mount answered ${mounted.status}: ${mounted.stderr.trim()}`,
      );
    }
    database = await openDatabase({ databaseUrl: null, sqlitePath: join(mountPoint, 'foyer.db') });
    t = await createTestContext({
      deps: { db: database.db, engine: database.engine, mailer: createOutboxSender(database.db, systemClock) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    spawnSync('umount', ['-l', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  /** Writes a file until the disk refuses (ENOSPC); the file is the space to give back. */
  function fillDisk(): string {
    const filler = join(mountPoint, 'filler');
    const fd = openSync(filler, 'w');
    const block = Buffer.alloc(16 * 1024, 1);
    try {
      for (;;) writeSync(fd, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      closeSync(fd);
    }
    return filler;
  }

  it('refuses writes with 503 server_not_ready, keeps answering reads, and is intact once space returns', async () => {
    const before = await signInNewUser(t.deps, t.project, { email: 'before@example.com' });
    const filler = fillDisk();

    // A write (a new passcode, its outbox message) cannot land: a clear 503 with Retry-After, not a 500.
    const refused = await t.sdk('/otps/email/login_or_create', { email: 'during@example.com' });
    expect(refused.status).toBe(503);
    expect(refused.body.error_type).toBe('server_not_ready');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(t.logs.join('\n')).toMatch(/the database's disk is full/);
    expect(t.logs.join('\n')).not.toMatch(/failed: /); // no unexpected-error stack

    // Reads keep answering: the session made before, and the user behind it.
    const checked = await t.backend('/sessions/authenticate', { session_token: before.session_token });
    expect(checked.status).toBe(200);
    expect(checked.body.user.emails[0].email).toBe('before@example.com');
    const user = await t.backend(`/users/${before.user_id}`);
    expect(user.status).toBe(200);

    // Space comes back: no corruption, and writes work again without a restart.
    rmSync(filler);
    const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(database.db);
    expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
    const { methodId, code } = await sendCode(t, 'email', 'after@example.com');
    const signedIn = await t.sdk('/otps/authenticate', { method_id: methodId, token: code });
    expect(signedIn.status).toBe(200);
    expect((await t.backend('/sessions/authenticate', { session_token: before.session_token })).status).toBe(200);
  });
});
