import { readdirSync, readFileSync } from 'node:fs';
import { ERROR_TYPES } from '@foyer/protocol/errors';
import { describe, expect, it } from 'vitest';
import { readMessages } from '../../packages/react/scripts/messages.ts';
import { LOCALES } from '../../packages/react/src/strings/locales.ts';
import { CATALOGUES, SHARED_MESSAGES, translate } from '../../packages/server/src/i18n/catalogue.ts';

// The widget says some of the server's error sentences itself (it checks an email before sending
// it). Each is written once, in @foyer/protocol's messages/<locale>.json; the server's catalogue
// reads that file and the widget's build merges it into the chunks messages/shared.json names.
const widget = new URL('../../packages/react/src/strings/messages/', import.meta.url);
const aliases = JSON.parse(readFileSync(new URL('shared.json', widget), 'utf8')) as Record<
  string,
  Record<string, string>
>;
const sharedEnglish = JSON.parse(readFileSync(new URL('en.json', SHARED_MESSAGES), 'utf8')) as Record<string, unknown>;
const chunks = readdirSync(widget).filter((name) => !name.endsWith('.json'));

describe('sentences both the widget and the server say', () => {
  it('are written once: error types of the protocol, named by the widget’s keys, in neither catalogue’s own files', () => {
    const sentences = Object.keys(sharedEnglish).filter((key) => !key.startsWith('@'));
    expect(sentences.every((type) => (ERROR_TYPES as readonly string[]).includes(type))).toBe(true);
    expect(Object.values(aliases).flatMap((keys) => Object.values(keys))).toEqual([
      'invalid_email',
      'invalid_phone_number',
      'invalid_email',
      'breached_password',
      'webauthn_registration_not_found',
      'duplicate_webauthn_registration',
    ]);
    const aliased = Object.values(aliases).flatMap((keys) => Object.keys(keys));
    for (const chunk of chunks) {
      for (const file of readdirSync(new URL(`${chunk}/`, widget))) {
        const own = Object.keys(JSON.parse(readFileSync(new URL(`${chunk}/${file}`, widget), 'utf8')));
        expect([chunk, file, own.filter((key) => aliased.includes(key.replace(/^@/, '')))]).toEqual([chunk, file, []]);
      }
    }
  });

  it.each(LOCALES)('read the same in the widget’s build and the server in %s', (locale) => {
    expect(CATALOGUES.has(locale)).toBe(true);
    for (const [chunk, keys] of Object.entries(aliases)) {
      const built = readMessages(new URL(`${chunk}/${locale}.json`, widget).pathname);
      for (const [key, type] of Object.entries(keys)) {
        expect([key, built[key]]).toEqual([key, translate(type as 'invalid_email', locale)]);
      }
    }
  });
});
