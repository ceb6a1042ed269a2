import { describe, expect, it } from 'vitest';
import { defaultStrings } from './defaultStrings.ts';
import { addDefaultStrings, stringFor } from './index.ts';
import { passkeyStrings } from './passkeys.ts';

describe('strings', () => {
  it('puts every product’s strings in defaultStrings (the @foyer/react/strings export)', () => {
    expect(defaultStrings['main.header']).toBe('Sign up or log in');
    expect(defaultStrings['otp.tab.sms']).toBe('Text');
    expect(defaultStrings['passwords.continue']).toBe('Continue');
    expect(defaultStrings['oauth.region']).toBe('Social sign-in');
    expect(defaultStrings['crypto.walletsRegion']).toBe('Crypto wallets');
    expect(defaultStrings['passkeys.registrationNotFound']).toBe(passkeyStrings['passkeys.registrationNotFound']);
    // The sentences the server says too come from @foyer/protocol's file, merged in at build time.
    expect(defaultStrings['passkeys.registrationNotFound']).toMatch(/^Passkey registration not found\. /);
    expect(defaultStrings['emailMagicLinks.invalidEmail']).toBe('Invalid email address');
  });

  it('uses the host’s string for a product key before the product’s chunk has loaded', async () => {
    const overrides = { 'passkeys.registrationNotFound': 'That passkey is gone.' };
    expect(stringFor(overrides, 'passkeys.registrationNotFound')).toBe('That passkey is gone.');
    await addDefaultStrings(passkeyStrings);
    expect(stringFor(overrides, 'passkeys.registrationNotFound')).toBe('That passkey is gone.');
    expect(stringFor({}, 'passkeys.registrationNotFound')).toBe(passkeyStrings['passkeys.registrationNotFound']);
  });

  it('has Main’s strings and the tab labels from the start, before any product loads', () => {
    expect(stringFor({}, 'main.header')).toBe('Sign up or log in');
    expect(stringFor({}, 'otp.tabsLabel')).toBe('Login method');
    expect(stringFor({}, 'passwords.tab')).toBe('Email');
  });

  it('writes a key its locale’s file lacks in English, and fills a host’s placeholders', () => {
    const incompleteGerman = { 'main.header': 'Registrieren oder anmelden' };
    expect(stringFor({}, 'main.header', {}, incompleteGerman)).toBe('Registrieren oder anmelden');
    expect(stringFor({}, 'main.divider', {}, incompleteGerman)).toBe('or');
    expect(stringFor({}, 'emailConfirmation.sentTo', { email: 'a@b.co' }, incompleteGerman)).toBe(
      'An email was sent to a@b.co.',
    );
    expect(stringFor({ 'main.header': 'Hallo {name}' }, 'main.header', { name: 'Ada' }, incompleteGerman)).toBe(
      'Hallo Ada',
    );
  });
});
