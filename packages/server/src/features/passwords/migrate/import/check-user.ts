import { E164, PasswordsMigrateRequest } from '@foyer/protocol';
import { ApiError } from '../../../../errors/api-error.ts';
import { normalizeEmail } from '../../../../security/email.ts';
import type { ImportedUser } from '../../../../store/imported-users.ts';
import { mergeMetadata } from '../../../users/metadata.ts';
import { storedHashOf } from '../request-hash.ts';
import { encodeStoredHash } from '../stored-hash.ts';
import type { SourceUser } from './source-row.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email as the server keeps it, or null for one it would refuse. */
function emailOf(text: string): string | null {
  try {
    const email = normalizeEmail(text);
    return EMAIL.test(email) ? email : null;
  } catch {
    return null;
  }
}

/**
 * The user as stored, or why not: the migrate API's schema and hash rules, word for word, and E.164
 * for a phone. The old system's id rides along in trusted_metadata.external_id (where the host's
 * backend reads it), unless the source's own metadata already has one.
 */
export function checkUser(source: SourceUser): ImportedUser | string {
  const email = emailOf(source.email);
  if (!email) return `email ${JSON.stringify(source.email)} is not an email address`;
  if (source.phone && !E164.safeParse(source.phone.number).success) {
    return `phone number ${JSON.stringify(source.phone.number)} is not in E.164 form, like +15551234567`;
  }
  let passwordHash: string | null = null;
  try {
    if (source.hash && 'stored' in source.hash) passwordHash = encodeStoredHash(source.hash.stored);
    else if (source.hash) {
      const parsed = PasswordsMigrateRequest.safeParse({ email, ...source.hash });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return `${issue?.path.join('.') || 'hash'}: ${issue?.message ?? 'not valid'}`;
      }
      passwordHash = storedHashOf(parsed.data);
    }
    const trusted =
      source.externalId && !source.trustedMetadata?.external_id
        ? { ...source.trustedMetadata, external_id: source.externalId }
        : source.trustedMetadata;
    return {
      email,
      emailVerified: source.emailVerified,
      passwordHash,
      firstName: source.firstName?.slice(0, 256),
      lastName: source.lastName?.slice(0, 256),
      phone: source.phone,
      ...(trusted ? { trustedMetadata: mergeMetadata('trusted_metadata', '{}', trusted) } : {}),
      ...(source.untrustedMetadata
        ? { untrustedMetadata: mergeMetadata('untrusted_metadata', '{}', source.untrustedMetadata) }
        : {}),
    };
  } catch (error) {
    if (error instanceof ApiError) return `${error.type}: ${error.message}`;
    throw error;
  }
}
