import { describe, expect, it } from 'vitest';
import { hashPasscode, passcodeMatches } from './codes.ts';

/**
 * A stored passcode hash that is not `scrypt$<salt>$<key>` (a corrupted row, another scheme, a
 * value written by hand) fails closed: no code matches it, not even one whose key it carries.
 */
describe('passcodes: the stored hash’s format', () => {
  it('matches the right code and refuses another against a well-formed hash', async () => {
    const stored = await hashPasscode('042517');
    expect(await passcodeMatches('042517', stored)).toBe(true);
    expect(await passcodeMatches('042518', stored)).toBe(false);
  });

  it.each([
    ['another scheme', (salt: string, key: string) => `sha256$${salt}$${key}`],
    ['no salt', (_: string, key: string) => `scrypt$$${key}`],
    ['no key', (salt: string) => `scrypt$${salt}$`],
    ['nothing but the key', (_: string, key: string) => key],
  ])('refuses even the right code against a hash with %s', async (_, malformed) => {
    const [, salt = '', key = ''] = (await hashPasscode('042517')).split('$');
    expect(await passcodeMatches('042517', malformed(salt, key))).toBe(false);
  });
});
