import type { SourceHash } from '../hash-checks.ts';
import { jsonRecords } from '../json-objects.ts';
import { idOf, objectOrUndefined, phoneOf, type SourceRecord, splitName } from '../source-row.ts';
import { auth0CustomHash } from './auth0-hash.ts';

/**
 * Auth0's users, as its bulk export writes them (NDJSON) or as its bulk import takes them (a JSON
 * array): `email`, `email_verified`, `password_hash` (bcrypt) or `custom_password_hash`,
 * `given_name`/`family_name` or `name`, `phone_number` (verified when `phone_verified`), `user_id`
 * (the external id), `app_metadata` (trusted) and `user_metadata` (untrusted).
 */
export async function* auth0Users(input: NodeJS.ReadableStream): AsyncIterable<SourceRecord> {
  for await (const row of jsonRecords(input)) {
    if ('refused' in row) {
      yield row;
      continue;
    }
    const { line, record: user, email } = row;
    const hash = auth0Hash(user);
    if (typeof hash === 'string') {
      yield { line, refused: hash };
      continue;
    }
    const names = typeof user.given_name === 'string' ? { firstName: user.given_name } : splitName(user.name);
    yield {
      line,
      user: {
        email,
        emailVerified: user.email_verified === true,
        hash,
        ...names,
        ...(typeof user.family_name === 'string' ? { lastName: user.family_name } : {}),
        phone: phoneOf(user.phone_number, user.phone_verified === true),
        externalId: idOf(user.user_id),
        trustedMetadata: objectOrUndefined(user.app_metadata),
        untrustedMetadata: objectOrUndefined(user.user_metadata),
      },
    };
  }
}

/** The user's hash, null without one, or why it cannot be read. */
function auth0Hash(user: Record<string, unknown>): SourceHash {
  if (typeof user.password_hash === 'string' && user.password_hash) {
    return { hash_type: 'bcrypt', hash: user.password_hash };
  }
  const custom = objectOrUndefined(user.custom_password_hash);
  return custom ? auth0CustomHash(custom) : null;
}
