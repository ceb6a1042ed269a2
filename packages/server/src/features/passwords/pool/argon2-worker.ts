/**
 * The argon2 pool's worker. The synchronous calls are right here: the thread is the pool's own, so
 * blocking it blocks nobody, and libuv's thread pool (which JWT signing and verification share)
 * stays free.
 */
import { hashSync, type Options, verifySync } from '@node-rs/argon2';
import { isImportedHash } from '../migrate/stored-hash.ts';
import { verifyImportedHash } from '../migrate/verify-imported.ts';

/** Hash `password` with these argon2id options. */
export interface HashTask {
  password: string;
  options: Options;
}

/** Check `password` against a stored PHC string. */
export interface VerifyTask {
  storedHash: string;
  password: string;
}

/** The PHC string of a new argon2id hash. */
export function hash({ password, options }: HashTask): string {
  return hashSync(password, options);
}

/**
 * Whether the password matches; false for a malformed stored hash too. A hash moved in from another
 * system (bcrypt, scrypt, …: migrate/) is checked by its own algorithm, here too, off the event loop.
 */
export function verify({ storedHash, password }: VerifyTask): boolean {
  if (isImportedHash(storedHash)) return verifyImportedHash(storedHash, password);
  try {
    return verifySync(storedHash, password);
  } catch {
    // A malformed stored hash must not become a 500 that tells the account apart.
    return false;
  }
}
