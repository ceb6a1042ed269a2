import { parseOptions } from '@node-rs/argon2';
import type { CpuPool } from '../../workers/cpu-pool.ts';
import { isImportedHash } from './migrate/stored-hash.ts';
import type { HashTask, VerifyTask } from './pool/argon2-worker.ts';
import { ARGON2ID, type HashParams } from './settings.ts';

/**
 * Password hashing with argon2id. Each hash is a PHC string that carries its own parameters, so
 * verification works across parameter changes and `needsRehash` tells when a login should
 * re-hash with today's (higher) cost.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Verifies against a throwaway hash of today's cost: unknown accounts take as long as known ones. */
  verifyDummy(password: string): Promise<void>;
  needsRehash(storedHash: string): boolean;
}

/**
 * A hasher at the given cost. Hashing and verifying run in the argon2 worker pool (off the event
 * loop, bounded: a full pool throws server_busy). The dummy hash is made once, on first need.
 */
export function createPasswordHasher(params: HashParams, pool: CpuPool): PasswordHasher {
  const options = { ...params, algorithm: ARGON2ID };
  const hash = (password: string) => pool.run<string>('hash', { password, options } satisfies HashTask);
  const check = (storedHash: string, password: string) =>
    pool.run<boolean>('verify', { storedHash, password } satisfies VerifyTask);
  let dummy: Promise<string> | null = null;
  const verifyDummy = async (password: string) => {
    if (!dummy) {
      const made = hash('foyer-dummy-password-for-timing');
      dummy = made;
      // A refusal (server_busy) must not stick: the next login makes it again.
      made.catch(() => {
        if (dummy === made) dummy = null;
      });
    }
    await check(await dummy, password);
  };
  return {
    hash,
    // A moved-in hash (an MD5 is microseconds) is checked beside a dummy argon2id one, so a wrong
    // password takes as long as on any other account and the time tells no imported user apart.
    verify: async (storedHash, password) => {
      if (!isImportedHash(storedHash)) return check(storedHash, password);
      const [right] = await Promise.all([check(storedHash, password), verifyDummy(password)]);
      return right;
    },
    verifyDummy,
    needsRehash: (storedHash) => {
      if (isImportedHash(storedHash)) return true;
      try {
        const current = parseOptions(storedHash);
        return (
          current.algorithm !== ARGON2ID ||
          current.memoryCost < params.memoryCost ||
          current.timeCost < params.timeCost ||
          current.parallelism < params.parallelism
        );
      } catch {
        return true;
      }
    },
  };
}
