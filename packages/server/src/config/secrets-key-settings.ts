/** The keys secrets at rest are sealed with (security/secret-box.ts), as given in the environment. */
export interface SecretsKeys {
  /** `FOYER_SECRETS_KEY`: seals every new secret; 32 bytes. */
  current: Buffer;
  /** `FOYER_SECRETS_KEY_PREVIOUS`: only opens secrets sealed before a rotation; null when unset. */
  previous: Buffer | null;
}

/**
 * `FOYER_SECRETS_KEY` (and, while rotating, `FOYER_SECRETS_KEY_PREVIOUS`): 32 random bytes as
 * base64 (`openssl rand -base64 32`) or 64 hex digits. Null when unset: development mode then keeps
 * a generated key in the data folder, and production refuses to start (security/secrets-key.ts).
 */
export function secretsKeysFromEnv(env: NodeJS.ProcessEnv): SecretsKeys | null {
  const current = parseKey('FOYER_SECRETS_KEY', env.FOYER_SECRETS_KEY);
  const previous = parseKey('FOYER_SECRETS_KEY_PREVIOUS', env.FOYER_SECRETS_KEY_PREVIOUS);
  if (!current) {
    if (previous) throw new Error('FOYER_SECRETS_KEY_PREVIOUS is set without FOYER_SECRETS_KEY: set the new key too');
    return null;
  }
  return { current, previous };
}

function parseKey(name: string, value: string | undefined): Buffer | null {
  const text = value?.trim();
  if (!text) return null;
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : fromBase64(text);
  if (bytes?.length !== 32)
    throw new Error(
      `${name} must be 32 random bytes as base64 (openssl rand -base64 32) or 64 hex digits; the value given is not`,
    );
  return bytes;
}

function fromBase64(text: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}
