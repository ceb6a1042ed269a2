import { jsonObjects } from '../json-objects.ts';
import { type MigrateHash, objectOrUndefined, type SourceRecord, splitName } from '../source-row.ts';

/**
 * Auth0's users, as its bulk export writes them (NDJSON) or as its bulk import takes them (a JSON
 * array): `email`, `email_verified`, `password_hash` (bcrypt) or `custom_password_hash`,
 * `given_name`/`family_name` or `name`, `app_metadata` (trusted) and `user_metadata` (untrusted).
 */
export async function* auth0Users(input: NodeJS.ReadableStream): AsyncIterable<SourceRecord> {
  for await (const { line, text } of jsonObjects(input)) {
    let user: Record<string, unknown>;
    try {
      user = JSON.parse(text) as Record<string, unknown>;
    } catch {
      yield { line, refused: 'not valid JSON' };
      continue;
    }
    if (typeof user.email !== 'string' || !user.email) {
      yield { line, refused: 'no email' };
      continue;
    }
    const hash = auth0Hash(user);
    if (typeof hash === 'string') {
      yield { line, refused: hash };
      continue;
    }
    const names = typeof user.given_name === 'string' ? { firstName: user.given_name } : splitName(user.name);
    yield {
      line,
      user: {
        email: user.email,
        emailVerified: user.email_verified === true,
        hash,
        ...names,
        ...(typeof user.family_name === 'string' ? { lastName: user.family_name } : {}),
        trustedMetadata: objectOrUndefined(user.app_metadata),
        untrustedMetadata: objectOrUndefined(user.user_metadata),
      },
    };
  }
}

/** The user's hash, null without one, or why it cannot be read. */
function auth0Hash(user: Record<string, unknown>): MigrateHash | null | string {
  if (typeof user.password_hash === 'string' && user.password_hash) {
    return { hash_type: 'bcrypt', hash: user.password_hash };
  }
  const custom = objectOrUndefined(user.custom_password_hash);
  if (!custom) return null;
  const value = objectOrUndefined(custom.hash);
  const algorithm = String(custom.algorithm);
  if (!value || typeof value.value !== 'string') return 'custom_password_hash has no hash.value';
  if (algorithm === 'bcrypt') return { hash_type: 'bcrypt', hash: value.value };
  if (algorithm === 'argon2') {
    return { hash_type: value.value.startsWith('$argon2i$') ? 'argon_2i' : 'argon_2id', hash: value.value };
  }
  // Auth0's salted digests: md5, sha1, sha512, with the salt before or after the password.
  const digests = { md5: 'md_5', sha1: 'sha_1', sha512: 'sha_512' } as const;
  const type = digests[algorithm as keyof typeof digests];
  if (!type) return `custom_password_hash algorithm ${algorithm} is not supported (bcrypt, argon2, md5, sha1, sha512)`;
  const hex = value.encoding === 'base64' ? Buffer.from(value.value, 'base64').toString('hex') : value.value;
  const salt = objectOrUndefined(value.salt);
  const saltText = typeof salt?.value === 'string' ? salt.value : '';
  const config = salt?.position === 'suffix' ? { append_salt: saltText } : { prepend_salt: saltText };
  return { hash_type: type, hash: hex, [`${type}_config`]: config };
}
