import { z } from 'zod';
import { Email, envelope, User } from './common.ts';
import { Metadata, UserName } from './users.ts';

/**
 * POST /v1/passwords/migrate: moves a user in with the hash their old system kept, in Stytch's
 * shape. The hash is checked at the user's first sign-in and then replaced by argon2id.
 */
export const MIGRATE_HASH_TYPES = [
  'bcrypt',
  'md_5',
  'argon_2i',
  'argon_2id',
  'sha_1',
  'sha_512',
  'scrypt',
  'phpass',
  'pbkdf_2',
  'scrypt_firebase',
] as const;

/** A salt prepended and/or appended to the password before the digest (md_5, sha_1, sha_512). */
const SaltedDigestConfig = z.object({
  prepend_salt: z.string().max(1024).optional(),
  append_salt: z.string().max(1024).optional(),
});

const Count = z.number().int().positive();

export const PasswordsMigrateRequest = z
  .object({
    email: Email,
    hash_type: z.enum(MIGRATE_HASH_TYPES),
    /** bcrypt, argon2 and phpass in their own string forms; scrypt and pbkdf_2 base64; md_5, sha_1, sha_512 hex. */
    hash: z.string().min(1).max(4096),
    md_5_config: SaltedDigestConfig.optional(),
    sha_1_config: SaltedDigestConfig.optional(),
    sha_512_config: SaltedDigestConfig.optional(),
    /** Only for argon2's hex form (the encoded $argon2… form carries its own). */
    argon_2_config: z
      .object({
        salt: z.string().min(1).max(1024),
        iteration_amount: Count,
        memory: Count,
        threads: Count,
        key_length: Count,
      })
      .optional(),
    /** The salt in base64. */
    scrypt_config: z
      .object({
        salt: z.string().min(1).max(1024),
        n_parameter: Count,
        r_parameter: Count,
        p_parameter: Count,
        key_length: Count,
      })
      .optional(),
    /** The salt in base64; algorithm sha256 (the default) or sha512. */
    pbkdf_2_config: z
      .object({
        salt: z.string().min(1).max(1024),
        iteration_amount: Count,
        key_length: Count,
        algorithm: z.enum(['sha256', 'sha512']).optional(),
      })
      .optional(),
    /** Firebase's modified scrypt: the user's salt and the project's hash parameters, base64 as Firebase shows them. */
    scrypt_firebase_config: z
      .object({
        salt: z.string().min(1).max(1024),
        signer_key: z.string().min(1).max(1024),
        salt_separator: z.string().max(1024),
        rounds: Count,
        memory_cost: Count,
      })
      .optional(),
    name: UserName.optional(),
    trusted_metadata: Metadata.optional(),
    untrusted_metadata: Metadata.optional(),
    /** Whether the old system had verified the email: a verified email is owned (the ownership policy). */
    set_email_verified: z.boolean().optional(),
    /** For a user who already exists: keep their sessions (by default they end, as after a password change). */
    preserve_existing_sessions: z.boolean().optional(),
  })
  .meta({ id: 'PasswordsMigrateRequest' });

export const PasswordsMigrateResponse = z
  .object({ ...envelope, user_id: z.string(), email_id: z.string(), user_created: z.boolean(), user: User })
  .meta({ id: 'PasswordsMigrateResponse' });
