import { decodeText, digestHash, pbkdf2Hash, type SourceHash } from '../hash-checks.ts';

const HASHERS =
  'bcrypt, bcrypt_sha256_django, argon2i, argon2id, phpass, md5, sha256, pbkdf2_sha256, pbkdf2_sha256_django, pbkdf2_sha1, scrypt_firebase';

/**
 * A Clerk `password_digest` by its `password_hasher`, in the forms Clerk documents: Django's
 * `pbkdf2_sha256$<iterations>$<salt>$<hash>` (salt as text, hash base64), Clerk's own pbkdf2_sha256
 * (salt and hash base64), pbkdf2_sha1 (salt as text, hash hex), Django's `bcrypt_sha256$$2b$…`
 * (bcrypt of the password's hex SHA-256), md5 and sha256 hex, and Firebase's scrypt as
 * `hash$salt$signer_key$salt_separator$rounds$memory_cost`.
 */
export function clerkHash(digest: string, hasher: string): SourceHash {
  if (!digest) return null;
  switch (hasher) {
    case 'bcrypt':
      return { hash_type: 'bcrypt', hash: digest };
    case 'bcrypt_sha256_django': {
      const bcrypt = /^bcrypt_sha256\$(\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53})$/.exec(digest)?.[1];
      if (!bcrypt) return 'password_digest is not bcrypt_sha256$<bcrypt hash>';
      return { stored: { kind: 'bcrypt', hash: bcrypt, prehash: 'sha256' } };
    }
    case 'argon2i':
      return { hash_type: 'argon_2i', hash: digest };
    case 'argon2id':
      return { hash_type: 'argon_2id', hash: digest };
    case 'phpass':
      return { hash_type: 'phpass', hash: digest };
    case 'md5':
      return { hash_type: 'md_5', hash: digest };
    case 'sha256': {
      const bytes = decodeText(digest, 'hex');
      if (bytes?.length !== 32) return 'password_digest is not a hex SHA-256 digest';
      return digestHash('sha256', bytes);
    }
    case 'pbkdf2_sha256':
    case 'pbkdf2_sha256_django':
    case 'pbkdf2_sha1': {
      const [name, iterations, salt, hash, extra] = digest.split('$');
      const algorithm = hasher === 'pbkdf2_sha1' ? 'sha1' : 'sha256';
      if (name !== `pbkdf2_${algorithm}` || !iterations || !salt || !hash || extra !== undefined) {
        return `password_digest is not pbkdf2_${algorithm}$<iterations>$<salt>$<hash>`;
      }
      const saltBytes = hasher === 'pbkdf2_sha256' ? decodeText(salt, 'base64') : Buffer.from(salt, 'utf8');
      if (!saltBytes) return 'the pbkdf2_sha256 salt is not base64';
      const hashBytes = decodeText(hash, hasher === 'pbkdf2_sha1' ? 'hex' : 'base64');
      return pbkdf2Hash(algorithm, saltBytes, Number(iterations), hashBytes);
    }
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
      return `password_hasher ${hasher || '(empty)'} is not supported (${HASHERS})`;
  }
}
