import { readFileSync } from 'node:fs';
import { ERROR_TYPES } from '@foyer/protocol/errors';
import { describe, expect, it } from 'vitest';
import { defaultStrings } from '../../packages/react/src/strings/defaultStrings.ts';
import { LOCALES, type Locale } from '../../packages/react/src/strings/locales.ts';

// The widget says some of the server's error sentences itself (it checks an email before sending
// it): in every language they must read as the server's, or a person sees two wordings of one fault.
const serverFile = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../packages/server/src/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
const widgetFiles = (locale: string) =>
  ['main', 'otp', 'passwords', 'passkeys'].flatMap((chunk) =>
    Object.entries(
      JSON.parse(
        readFileSync(
          new URL(`../../packages/react/src/strings/messages/${chunk}/${locale}.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, string>,
    ),
  );
const serverEnglish = serverFile('en');
const shared = Object.entries(defaultStrings).flatMap(([key, english]) =>
  ERROR_TYPES.filter((type) => serverEnglish[type] === english).map((type) => [key, type] as const),
);

describe('sentences both the widget and the server say', () => {
  it('are found by their English: an invalid email or phone number, a breached password, a passkey not found or already there', () => {
    expect(shared).toEqual([
      ['emailMagicLinks.invalidEmail', 'invalid_email'],
      ['otp.invalidPhone', 'invalid_phone_number'],
      ['passwords.invalidEmail', 'invalid_email'],
      ['passwords.strength.breached', 'breached_password'],
      ['passkeys.registrationNotFound', 'webauthn_registration_not_found'],
      ['passkeyRegistration.alreadyRegistered', 'duplicate_webauthn_registration'],
    ]);
  });

  it.each(LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en'))(
    'read the same in the widget and the server in %s',
    (locale) => {
      const widget = new Map(widgetFiles(locale));
      const server = serverFile(locale);
      for (const [key, type] of shared) expect([key, widget.get(key)]).toEqual([key, server[type]]);
    },
  );
});
