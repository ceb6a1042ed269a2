import { csvRecords } from '../csv-records.ts';
import type { MigrateHash, SourceRecord } from '../source-row.ts';

/**
 * Clerk's user export (CSV): `primary_email_address`, `verified_email_addresses`, `first_name`,
 * `last_name`, `password_digest` and `password_hasher` (Clerk's names: bcrypt, argon2i, argon2id,
 * phpass, md5, scrypt_firebase as `hash$salt$signer_key$salt_separator$rounds$memory_cost`).
 */
export async function* clerkUsers(input: NodeJS.ReadableStream): AsyncIterable<SourceRecord> {
  for await (const { line, record } of csvRecords(input)) {
    const email = record.primary_email_address || record.email_address || '';
    if (!email) {
      yield { line, refused: 'no primary_email_address' };
      continue;
    }
    const hash = clerkHash(record.password_digest ?? '', record.password_hasher ?? '');
    if (typeof hash === 'string') {
      yield { line, refused: hash };
      continue;
    }
    const verified = (record.verified_email_addresses ?? '').split(/[|,;\s]+/).map((e) => e.toLowerCase());
    yield {
      line,
      user: {
        email,
        emailVerified: verified.includes(email.toLowerCase()),
        hash,
        firstName: record.first_name || undefined,
        lastName: record.last_name || undefined,
      },
    };
  }
}

function clerkHash(digest: string, hasher: string): MigrateHash | null | string {
  if (!digest) return null;
  switch (hasher) {
    case 'bcrypt':
      return { hash_type: 'bcrypt', hash: digest };
    case 'argon2i':
      return { hash_type: 'argon_2i', hash: digest };
    case 'argon2id':
      return { hash_type: 'argon_2id', hash: digest };
    case 'phpass':
      return { hash_type: 'phpass', hash: digest };
    case 'md5':
      return { hash_type: 'md_5', hash: digest };
    case 'scrypt_firebase': {
      const [hash, salt, signerKey, separator, rounds, memory] = digest.split('$');
      if (!hash || !salt || !signerKey || separator === undefined || !rounds || !memory) {
        return 'password_digest is not hash$salt$signer_key$salt_separator$rounds$memory_cost';
      }
      return {
        hash_type: 'scrypt_firebase',
        hash,
        scrypt_firebase_config: {
          salt,
          signer_key: signerKey,
          salt_separator: separator,
          rounds: Number(rounds),
          memory_cost: Number(memory),
        },
      };
    }
    default:
      return `password_hasher ${hasher || '(empty)'} is not supported (bcrypt, argon2i, argon2id, phpass, md5, scrypt_firebase)`;
  }
}
