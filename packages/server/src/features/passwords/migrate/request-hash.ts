import type { PasswordsMigrateRequest } from '@foyer/protocol';
import type { z } from 'zod';
import { ApiError } from '../../../errors/api-error.ts';
import { encodeStoredHash, type ImportedHash } from './stored-hash.ts';
import { SCRYPT_MAX_MEMORY } from './verify-imported.ts';

/** A hash as the migrate API takes it: its type, the hash and the `…_config` its type needs (import sources build these too). */
export type MigrateHash = Pick<
  z.infer<typeof PasswordsMigrateRequest>,
  | 'hash_type'
  | 'hash'
  | 'md_5_config'
  | 'sha_1_config'
  | 'sha_512_config'
  | 'argon_2_config'
  | 'scrypt_config'
  | 'pbkdf_2_config'
  | 'scrypt_firebase_config'
>;

/**
 * The string to store for a migrate request's hash, in Stytch's encodings: bcrypt, phpass and
 * argon2 in their own forms (argon2 also as hex with argon_2_config), scrypt and pbkdf2 hash and
 * salt in base64, md5/sha1/sha512 hex. Costs are capped so that one sign-in cannot hold a pool
 * thread for long or exhaust memory (bcrypt cost ≤ 18, phpass 2^24 rounds, pbkdf2 10 million
 * iterations, scrypt and argon2 128 MiB).
 * @throws ApiError invalid_hash (the hash is not of its type), invalid_hash_config (its settings)
 */
export function storedHashOf(request: MigrateHash): string {
  const { hash } = request;
  switch (request.hash_type) {
    case 'bcrypt': {
      const cost = /^\$2[abxy]\$(\d\d)\$[./A-Za-z0-9]{53}$/.exec(hash)?.[1];
      if (!cost || Number(cost) < 4 || Number(cost) > 18) throw new ApiError('invalid_hash');
      return hash;
    }
    case 'phpass': {
      const rounds = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.indexOf(hash[3] ?? '');
      if (!/^\$[PH]\$[./0-9A-Za-z]{31}$/.test(hash) || rounds < 7 || rounds > 24) throw new ApiError('invalid_hash');
      return hash;
    }
    case 'argon_2i':
    case 'argon_2id':
      return argon2(request);
    case 'md_5':
      return digest(hash, 'md5', 16, request.md_5_config);
    case 'sha_1':
      return digest(hash, 'sha1', 20, request.sha_1_config);
    case 'sha_512':
      return digest(hash, 'sha512', 64, request.sha_512_config);
    case 'scrypt': {
      const config = request.scrypt_config ?? fail('invalid_hash_config');
      const { n_parameter: n, r_parameter: r, p_parameter: p } = config;
      const powerOfTwo = n > 1 && (n & (n - 1)) === 0;
      if (!powerOfTwo || 128 * n * r > SCRYPT_MAX_MEMORY || p > 16) fail('invalid_hash_config');
      const salt = base64(config.salt, 'invalid_hash_config');
      const bytes = base64(hash, 'invalid_hash');
      if (bytes.length !== config.key_length) fail('invalid_hash');
      return encode({ kind: 'scrypt', salt: salt.toString('base64'), n, r, p, hash: bytes.toString('base64') });
    }
    case 'pbkdf_2': {
      const config = request.pbkdf_2_config ?? fail('invalid_hash_config');
      if (config.iteration_amount > 10_000_000) fail('invalid_hash_config');
      const salt = base64(config.salt, 'invalid_hash_config');
      const bytes = base64(hash, 'invalid_hash');
      if (bytes.length !== config.key_length) fail('invalid_hash');
      return encode({
        kind: 'pbkdf2',
        algorithm: config.algorithm ?? 'sha256',
        salt: salt.toString('base64'),
        iterations: config.iteration_amount,
        hash: bytes.toString('base64'),
      });
    }
    case 'scrypt_firebase': {
      const config = request.scrypt_firebase_config ?? fail('invalid_hash_config');
      if (config.rounds > 8 || config.memory_cost > 14) fail('invalid_hash_config');
      const separator =
        config.salt_separator === '' ? Buffer.alloc(0) : base64(config.salt_separator, 'invalid_hash_config');
      const signerKey = base64(config.signer_key, 'invalid_hash_config');
      const bytes = base64(hash, 'invalid_hash');
      if (bytes.length !== signerKey.length) fail('invalid_hash');
      return encode({
        kind: 'firebase_scrypt',
        salt: base64(config.salt, 'invalid_hash_config').toString('base64'),
        signerKey: signerKey.toString('base64'),
        saltSeparator: separator.toString('base64'),
        rounds: config.rounds,
        memoryCost: config.memory_cost,
        hash: bytes.toString('base64'),
      });
    }
  }
}

const ARGON2 = /^\$(argon2id?)\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** argon2 in its encoded form (kept as it is: the argon2 library checks it), or hex with argon_2_config. */
function argon2(request: MigrateHash): string {
  const variant = request.hash_type === 'argon_2i' ? 'argon2i' : 'argon2id';
  let encoded = request.hash;
  if (!encoded.startsWith('$')) {
    const config = request.argon_2_config ?? fail('invalid_hash_config');
    if (!/^([0-9a-f]{2})+$/i.test(encoded) || encoded.length / 2 !== config.key_length) fail('invalid_hash');
    const salt = Buffer.from(config.salt, 'utf8').toString('base64').replace(/=+$/, '');
    const raw = Buffer.from(encoded, 'hex').toString('base64').replace(/=+$/, '');
    encoded = `$${variant}$v=19$m=${config.memory},t=${config.iteration_amount},p=${config.threads}$${salt}$${raw}`;
  }
  const parts = ARGON2.exec(encoded);
  if (!parts || parts[1] !== variant) fail('invalid_hash');
  if (Number(parts[2]) * 1024 > SCRYPT_MAX_MEMORY || Number(parts[3]) > 64 || Number(parts[4]) > 64) {
    fail(request.argon_2_config ? 'invalid_hash_config' : 'invalid_hash');
  }
  return encoded;
}

/** A salted digest in hex (md5, sha1, sha512). */
function digest(
  hash: string,
  algorithm: 'md5' | 'sha1' | 'sha512',
  bytes: number,
  config: { prepend_salt?: string | undefined; append_salt?: string | undefined } | undefined,
): string {
  if (!new RegExp(`^[0-9a-f]{${bytes * 2}}$`, 'i').test(hash)) fail('invalid_hash');
  return encode({
    kind: 'digest',
    algorithm,
    prepend: config?.prepend_salt ?? '',
    append: config?.append_salt ?? '',
    digest: Buffer.from(hash, 'hex').toString('base64'),
  });
}

/** Standard or URL-safe base64 (Firebase's exports use both), strictly: not whatever Buffer would skip. */
function base64(text: string, error: 'invalid_hash' | 'invalid_hash_config'): Buffer {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) fail(error);
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length === 0) fail(error);
  return bytes;
}

function encode(hash: ImportedHash): string {
  return encodeStoredHash(hash);
}

function fail(type: 'invalid_hash' | 'invalid_hash_config'): never {
  throw new ApiError(type);
}
