import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueFolders, catalogueReport, formatReport } from './i18n-report.mjs';

describe('npm run i18n:report', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-i18n-report-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('lists the English keys a locale lacks and the keys English no longer has, not the translators’ notes', () => {
    writeFileSync(
      join(folder, 'en.json'),
      JSON.stringify({ hello: 'Hello', bye: 'Bye', '@hello': { description: 'A greeting.' } }),
    );
    writeFileSync(join(folder, 'de.json'), JSON.stringify({ hello: 'Hallo', old: 'Alt' }));
    writeFileSync(join(folder, 'fr.json'), JSON.stringify({ hello: 'Bonjour', bye: 'Au revoir' }));
    const report = catalogueReport(folder);
    expect(report).toEqual({ de: { missing: ['bye'], stale: ['old'] }, fr: { missing: [], stale: [] } });
    expect(formatReport('server', report)).toBe('server de: 1 to translate, 1 to remove\n  + bye\n  - old');
  });

  it('reports the server’s catalogue and each of the widget’s chunks, whose English files have every key', () => {
    const root = join(import.meta.dirname, '../..');
    const folders = catalogueFolders(root);
    expect(Object.keys(folders)).toEqual([
      'shared',
      'server',
      'widget crypto',
      'widget errors',
      'widget main',
      'widget mfa',
      'widget mfaEnrolment',
      'widget oauth',
      'widget otp',
      'widget passkeys',
      'widget passwords',
    ]);
    // A widget key added to English alone is listed for every other locale, not refused.
    expect(catalogueReport(join(root, folders['widget main'] ?? '')).de).toEqual({ missing: [], stale: [] });
  });

  it('says so when every locale is complete', () => {
    writeFileSync(join(folder, 'en.json'), JSON.stringify({ hello: 'Hello' }));
    writeFileSync(join(folder, 'de.json'), JSON.stringify({ hello: 'Hallo' }));
    expect(formatReport('server', catalogueReport(folder))).toBe('server: every locale has every English key');
  });
});
