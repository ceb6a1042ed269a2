import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SecretsKeys } from '../config/secrets-key-settings.ts';

/** Every sealed value starts so: the format version, then the id of the key that sealed it. */
export const SEALED_PREFIX = 'foyer-sealed:v1:';
const IV_BYTES = 12; // 96 bits: GCM's own size, random per value
const TAG_BYTES = 16;

/**
 * Secrets the server must read again (every place is in features/secrets-at-rest/): AES-256-GCM under
 * `FOYER_SECRETS_KEY`. A sealed value is `foyer-sealed:v1:<key id>:<base64url(iv ‖ ciphertext ‖ tag)>`;
 * the key id (a hash of the key, never the key) says which key opens it, so after a rotation the
 * previous key still opens old values until they are sealed again. `context` (e.g. the row's id) is
 * authenticated too: a value copied into another row does not open.
 */
export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly keyId: string;
  seal(plaintext: string, context: string): string;
  /** The plaintext; throws when no key of this box sealed it, or it was changed. */
  open(sealed: string, context: string): string;
  /** Whether `value` is sealed with the current key (false for plaintext and older keys). */
  isCurrent(value: string): boolean;
}

/** Whether a stored value is sealed at all (a database from before sealing holds plaintext). */
export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

/** A key's public id: 8 bytes of a hash, enough to tell keys apart and useless for guessing one. */
export function secretsKeyId(key: Buffer): string {
  return createHash('sha256').update('foyer secrets key id\0').update(key).digest('hex').slice(0, 16);
}

export function createSecretBox(keys: SecretsKeys): SecretBox {
  const keyId = secretsKeyId(keys.current);
  const byId = new Map<string, Buffer>([[keyId, keys.current]]);
  if (keys.previous) byId.set(secretsKeyId(keys.previous), keys.previous);
  return {
    keyId,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${SEALED_PREFIX}${keyId}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed, context) {
      if (!isSealed(sealed)) throw new Error('the stored secret is not sealed');
      const [id = '', payload = ''] = sealed.slice(SEALED_PREFIX.length).split(':');
      const key = byId.get(id);
      if (!key)
        throw new Error(
          `a stored secret is sealed with key ${id}, which is neither FOYER_SECRETS_KEY nor FOYER_SECRETS_KEY_PREVIOUS`,
        );
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
    isCurrent: (value) => value.startsWith(`${SEALED_PREFIX}${keyId}:`),
  };
}
