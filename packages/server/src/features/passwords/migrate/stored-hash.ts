/**
 * How a hash moved in from another system is kept in `passwords.hash` until its owner's first
 * sign-in replaces it with argon2id. bcrypt, phpass and argon2 keep their own `$…` strings; the
 * formats that have none (salted digests, scrypt, pbkdf2, Firebase's scrypt) are kept as
 * `$foyer-import$v=1$` and their parameters as base64url JSON, so one column holds every kind and
 * the string alone says how to check it.
 */
export type ImportedHash =
  /** prehash: Django's BCryptSHA256PasswordHasher bcrypts the hex SHA-256 of the password. */
  | { kind: 'bcrypt'; hash: string; prehash?: 'sha256' }
  | { kind: 'phpass'; hash: string }
  | {
      kind: 'digest';
      algorithm: DigestAlgorithm;
      /** Text around the password (Stytch's prepend_salt / append_salt). */
      prepend: string;
      append: string;
      digest: string;
      /** A binary salt (Auth0's salt in hex or base64, LDAP's {SSHA}) before or after the password. */
      salt?: string;
      position?: 'prefix' | 'suffix';
      /** An HMAC key: the digest is HMAC(key, salted password) (Auth0's hmac). */
      key?: string;
    }
  | { kind: 'scrypt'; salt: string; n: number; r: number; p: number; hash: string }
  | { kind: 'pbkdf2'; algorithm: Pbkdf2Algorithm; salt: string; iterations: number; hash: string }
  | {
      kind: 'firebase_scrypt';
      salt: string;
      signerKey: string;
      saltSeparator: string;
      rounds: number;
      memoryCost: number;
      hash: string;
    };

/** The digests a moved-in hash may use: Stytch's, Auth0's (md4 through hash-wasm: OpenSSL 3 dropped it) and LDAP's. */
export const DIGEST_BYTES = {
  md4: 16,
  md5: 16,
  sha1: 20,
  sha224: 28,
  sha256: 32,
  sha384: 48,
  sha512: 64,
  ripemd160: 20,
} as const;
export type DigestAlgorithm = keyof typeof DIGEST_BYTES;
/** PBKDF2's digests (Node's pbkdf2 has every one but md4). */
export type Pbkdf2Algorithm = Exclude<DigestAlgorithm, 'md4'>;

/** Binary fields (digest, salt, hash, signerKey, saltSeparator) are base64 in the JSON. */
const PREFIX = '$foyer-import$v=1$';
const BCRYPT = /^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/;
const PHPASS = /^\$[PH]\$[./0-9A-Za-z]{31}$/;

/** The string stored for an imported hash. */
export function encodeStoredHash(hash: ImportedHash): string {
  if ((hash.kind === 'bcrypt' && !hash.prehash) || hash.kind === 'phpass') return hash.hash;
  return PREFIX + Buffer.from(JSON.stringify(hash)).toString('base64url');
}

/** The imported hash a stored string holds; null for argon2 (checked by the argon2 library) or anything else. */
export function parseStoredHash(stored: string): ImportedHash | null {
  if (BCRYPT.test(stored)) return { kind: 'bcrypt', hash: stored };
  if (PHPASS.test(stored)) return { kind: 'phpass', hash: stored };
  if (!stored.startsWith(PREFIX)) return null;
  try {
    return JSON.parse(Buffer.from(stored.slice(PREFIX.length), 'base64url').toString('utf8')) as ImportedHash;
  } catch {
    return null;
  }
}

/** Whether the stored string is a moved-in hash, not one of Foyer's own argon2id hashes. */
export function isImportedHash(stored: string): boolean {
  return parseStoredHash(stored) !== null;
}
