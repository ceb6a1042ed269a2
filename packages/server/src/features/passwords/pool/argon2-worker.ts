/**
 * The argon2 pool's worker. The synchronous calls are right here: the thread is the pool's own, so
 * blocking it blocks nobody, and libuv's thread pool (which JWT signing and verification share)
 * stays free.
 */
import { hashSync, type Options, verifySync } from '@node-rs/argon2';

export interface HashTask {
  password: string;
  options: Options;
}

export interface VerifyTask {
  storedHash: string;
  password: string;
}

export function hash({ password, options }: HashTask): string {
  return hashSync(password, options);
}

export function verify({ storedHash, password }: VerifyTask): boolean {
  try {
    return verifySync(storedHash, password);
  } catch {
    // A malformed stored hash must not become a 500 that tells the account apart.
    return false;
  }
}
