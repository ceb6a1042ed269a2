import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretsKeysFromEnv } from '../config/secrets-key-settings.ts';
import { createSecretBox, isSealed, secretsKeyId } from './secret-box.ts';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);

describe('the secret box (AES-256-GCM under FOYER_SECRETS_KEY)', () => {
  it('seals a secret into text that does not contain it and opens it again', () => {
    const box = createSecretBox({ current: newKey, previous: null });
    const sealed = box.seal('{"d":"private-half"}', 'row-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('private-half');
    expect(sealed.startsWith(`foyer-sealed:v1:${secretsKeyId(newKey)}:`)).toBe(true);
    expect(box.open(sealed, 'row-1')).toBe('{"d":"private-half"}');
  });

  it('uses a fresh IV for every value, so equal secrets do not look equal', () => {
    const box = createSecretBox({ current: newKey, previous: null });
    expect(box.seal('same', 'row-1')).not.toBe(box.seal('same', 'row-1'));
  });

  it('refuses a value changed by one bit, or moved into another row', () => {
    const box = createSecretBox({ current: newKey, previous: null });
    const sealed = box.seal('secret', 'row-1');
    const bytes = Buffer.from(sealed.split(':')[3] as string, 'base64url');
    bytes[14] = (bytes[14] as number) ^ 1;
    const flipped = `${sealed.split(':').slice(0, 3).join(':')}:${bytes.toString('base64url')}`;
    expect(() => box.open(flipped, 'row-1')).toThrow();
    expect(() => box.open(sealed, 'row-2')).toThrow();
  });

  it('opens values of the previous key during a rotation, seals only with the new one', () => {
    const before = createSecretBox({ current: oldKey, previous: null });
    const sealedBefore = before.seal('secret', 'row-1');
    const rotating = createSecretBox({ current: newKey, previous: oldKey });
    expect(rotating.open(sealedBefore, 'row-1')).toBe('secret');
    expect(rotating.isCurrent(sealedBefore)).toBe(false);
    expect(rotating.isCurrent(rotating.seal('secret', 'row-1'))).toBe(true);
  });

  it('says which key is missing when neither key sealed a value', () => {
    const sealed = createSecretBox({ current: oldKey, previous: null }).seal('secret', 'row-1');
    expect(() => createSecretBox({ current: newKey, previous: null }).open(sealed, 'row-1')).toThrow(
      `a stored secret is sealed with key ${secretsKeyId(oldKey)}, which is neither FOYER_SECRETS_KEY nor FOYER_SECRETS_KEY_PREVIOUS`,
    );
  });
});

describe('FOYER_SECRETS_KEY', () => {
  it('takes 32 bytes as base64 or hex, and refuses anything else in a sentence', () => {
    expect(secretsKeysFromEnv({ FOYER_SECRETS_KEY: newKey.toString('base64') })?.current).toEqual(newKey);
    expect(secretsKeysFromEnv({ FOYER_SECRETS_KEY: newKey.toString('hex') })?.current).toEqual(newKey);
    expect(secretsKeysFromEnv({})).toBeNull();
    expect(() => secretsKeysFromEnv({ FOYER_SECRETS_KEY: 'hunter2' })).toThrow(
      'FOYER_SECRETS_KEY must be 32 random bytes as base64 (openssl rand -base64 32) or 64 hex digits',
    );
    expect(() => secretsKeysFromEnv({ FOYER_SECRETS_KEY_PREVIOUS: oldKey.toString('base64') })).toThrow(
      'FOYER_SECRETS_KEY_PREVIOUS is set without FOYER_SECRETS_KEY',
    );
  });
});
