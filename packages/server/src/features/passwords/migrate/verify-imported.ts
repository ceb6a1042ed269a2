import { createCipheriv, createHash, createHmac, pbkdf2Sync, scryptSync, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { md4 } from './md4.ts';
import { type DigestAlgorithm, type ImportedHash, parseStoredHash } from './stored-hash.ts';

/**
 * Checks a password against a moved-in hash. Synchronous on purpose: it runs in the argon2 pool's
 * threads (pool/argon2-worker.ts), never on the event loop. Every comparison is constant-time.
 * A stored string that is not an imported hash, or malformed, is simply false.
 */
export function verifyImportedHash(stored: string, password: string): boolean {
  const hash = parseStoredHash(stored);
  if (!hash) return false;
  try {
    return check(hash, password);
  } catch {
    // A malformed stored hash must not become a 500 that tells the account apart.
    return false;
  }
}

/** scrypt's memory (128·N·r bytes) allowed for one check: 128 MiB covers N = 2^17, r = 8. */
export const SCRYPT_MAX_MEMORY = 128 * 1024 * 1024;

function check(hash: ImportedHash, password: string): boolean {
  switch (hash.kind) {
    case 'bcrypt':
      // bcryptjs compares in constant time, and reads $2a$, $2b$ and $2y$ alike.
      return bcrypt.compareSync(
        hash.prehash ? createHash('sha256').update(password, 'utf8').digest('hex') : password,
        hash.hash,
      );
    case 'phpass':
      return same(Buffer.from(phpass(password, hash.hash)), Buffer.from(hash.hash));
    case 'digest':
      return same(saltedDigest(hash, password), b64(hash.digest));
    case 'scrypt': {
      const expected = b64(hash.hash);
      const made = scryptSync(password, b64(hash.salt), expected.length, {
        N: hash.n,
        r: hash.r,
        p: hash.p,
        maxmem: SCRYPT_MAX_MEMORY + 1024 * 1024,
      });
      return same(made, expected);
    }
    case 'pbkdf2': {
      const expected = b64(hash.hash);
      return same(pbkdf2Sync(password, b64(hash.salt), hash.iterations, expected.length, hash.algorithm), expected);
    }
    case 'firebase_scrypt':
      return same(firebaseScrypt(password, hash), b64(hash.hash));
  }
}

/**
 * A salted digest: the password's UTF-8 bytes between Stytch's prepend/append text, with Auth0's or
 * LDAP's binary salt before or after, hashed, or HMAC'd with the key when there is one.
 */
export function saltedDigest(hash: Extract<ImportedHash, { kind: 'digest' }>, password: string): Buffer {
  const salt = hash.salt ? b64(hash.salt) : Buffer.alloc(0);
  const text = Buffer.from(hash.prepend + password + hash.append, 'utf8');
  const input = hash.position === 'prefix' ? Buffer.concat([salt, text]) : Buffer.concat([text, salt]);
  if (hash.key) return createHmac(hash.algorithm, b64(hash.key)).update(input).digest();
  return digestOf(hash.algorithm, input);
}

function digestOf(algorithm: DigestAlgorithm, input: Buffer): Buffer {
  return algorithm === 'md4' ? md4(input) : createHash(algorithm).update(input).digest();
}

/**
 * Firebase's modified scrypt (github.com/firebase/scrypt): scrypt of the password with the user's
 * salt followed by the project's salt separator (N = 2^memoryCost, r = rounds, p = 1, 32 bytes),
 * used as an AES-256-CTR key (zero IV) to encrypt the project's signer key.
 */
export function firebaseScrypt(
  password: string,
  config: { salt: string; saltSeparator: string; signerKey: string; rounds: number; memoryCost: number },
): Buffer {
  const key = scryptSync(password, Buffer.concat([b64(config.salt), b64(config.saltSeparator)]), 32, {
    N: 2 ** config.memoryCost,
    r: config.rounds,
    p: 1,
    maxmem: SCRYPT_MAX_MEMORY + 1024 * 1024,
  });
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  return Buffer.concat([cipher.update(b64(config.signerKey)), cipher.final()]);
}

const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * phpass's portable hash (WordPress, phpBB, Drupal 7 `$P$`/`$H$`): MD5 of salt + password, then
 * 2^n rounds of MD5 of the previous digest + password, over the password's UTF-8 bytes as PHP sees
 * them. (wordpress-hash-node, run in the tests, is an independent implementation of the same.)
 */
export function phpass(password: string, setting: string): string {
  const rounds = ITOA64.indexOf(setting[3] ?? '');
  const secret = Buffer.from(password, 'utf8');
  let digest = createHash('md5')
    .update(Buffer.concat([Buffer.from(setting.slice(4, 12), 'latin1'), secret]))
    .digest();
  for (let i = 2 ** rounds; i > 0; i--)
    digest = createHash('md5')
      .update(Buffer.concat([digest, secret]))
      .digest();
  return setting.slice(0, 12) + encode64(digest);
}

/** phpass's own base64 (little-endian groups of 3 bytes, its ./0-9A-Za-z alphabet). */
function encode64(input: Buffer): string {
  let output = '';
  for (let i = 0; i < input.length; i += 3) {
    const value = (input[i] ?? 0) | ((input[i + 1] ?? 0) << 8) | ((input[i + 2] ?? 0) << 16);
    const chars = Math.min(4, Math.ceil(((input.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) output += ITOA64[(value >> (6 * c)) & 0x3f];
  }
  return output;
}

function b64(text: string): Buffer {
  return Buffer.from(text, 'base64');
}

function same(made: Buffer, expected: Buffer): boolean {
  return made.length === expected.length && expected.length > 0 && timingSafeEqual(made, expected);
}
