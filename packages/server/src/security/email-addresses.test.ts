import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { normalizeEmail } from './email.ts';

/** What normalizeEmail answers: the stored form, or the catalogue type of its refusal. */
function verdictOn(raw: string): string {
  try {
    return normalizeEmail(raw);
  } catch (error) {
    return error instanceof ApiError ? `refused: ${error.type} ${error.status}` : `threw ${String(error)}`;
  }
}

const REFUSED = 'refused: invalid_email 400';
const label = (length: number) => 'a'.repeat(length);

/**
 * Every address a user signs in with goes through normalizeEmail: what it lets through is what the
 * server sends mail to and matches accounts by, so both what it accepts and what it refuses matter.
 */
describe('email addresses: what is accepted, and the form accounts are matched in', () => {
  it.each([
    ['a plain address', 'ada@example.com', 'ada@example.com'],
    ['upper case, folded so ADA@ and ada@ are one account', 'Ada.Lovelace@Example.COM', 'ada.lovelace@example.com'],
    ['spaces around it, trimmed', '  ada@example.com \n', 'ada@example.com'],
    ['one-character labels', 'a@b.co', 'a@b.co'],
    ['digits and hyphens inside a domain label', 'ada@mail-2.example9.com', 'ada@mail-2.example9.com'],
    ['several subdomains', 'ada@a.b.c.example.co.uk', 'ada@a.b.c.example.co.uk'],
    ['a plus tag and an apostrophe', "o'hara+signup@example.com", "o'hara+signup@example.com"],
    [
      'every symbol the standard allows before the @',
      "!#$%&'*+/=?^_`{|}~-.@example.com",
      "!#$%&'*+/=?^_`{|}~-.@example.com",
    ],
    ['a 63-character domain label', `ada@${label(63)}.com`, `ada@${label(63)}.com`],
    ['a 63-character label ending the domain', `ada@example.${label(63)}`, `ada@example.${label(63)}`],
  ])('accepts %s', (_, raw, stored) => {
    expect(verdictOn(raw)).toBe(stored);
  });

  it.each([
    ['an empty string', ''],
    ['no @', 'ada.example.com'],
    ['nothing before the @', '@example.com'],
    ['nothing after the @', 'ada@'],
    ['a domain without a dot', 'ada@example'],
    ['two @', 'ada@home@example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['a name and angle brackets', 'Ada <ada@example.com>'],
    ['text after the address', 'ada@example.com, eve@evil.example'],
    ['a trailing dot', 'ada@example.com.'],
    ['a dot right after the @', 'ada@.example.com'],
    ['two dots in the domain', 'ada@example..com'],
    ['a label starting with a hyphen', 'ada@-example.com'],
    ['a label ending with a hyphen', 'ada@example-.com'],
    ['a last label ending with a hyphen', 'ada@example.com-'],
    ['an underscore in the domain', 'ada@ex_ample.com'],
    ['a 64-character domain label', `ada@${label(64)}.com`],
    ['a 64-character last label', `ada@example.${label(64)}`],
    ['a non-ASCII letter', 'adá@example.com'],
    ['a line break inside', 'ada@exa\nmple.com'],
  ])('refuses %s with 400 invalid_email', (_, raw) => {
    expect(verdictOn(raw)).toBe(REFUSED);
  });

  it('accepts 254 characters and refuses 255 (the longest address a mail path carries)', () => {
    const domain = '@example.com';
    const longest = `${'a'.repeat(254 - domain.length)}${domain}`;
    expect(verdictOn(longest)).toBe(longest);
    expect(verdictOn(`b${longest}`)).toBe(REFUSED);
    // Spaces around do not count: the limit applies to the address itself.
    expect(verdictOn(` ${longest} `)).toBe(longest);
  });
});
