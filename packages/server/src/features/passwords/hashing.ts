import { hash, parseOptions, verify } from '@node-rs/argon2';
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

/** A hasher at the given cost. The dummy hash is made once, on first need. */
export function createPasswordHasher(params: HashParams): PasswordHasher {
  const options = { ...params, algorithm: ARGON2ID };
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    verify: async (storedHash, password) => {
      try {
        return await verify(storedHash, password);
      } catch {
        // A malformed stored hash must not become a 500 that tells the account apart.
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummy ??= hash('foyer-dummy-password-for-timing', options);
      await verify(await dummy, password);
    },
    needsRehash: (storedHash) => {
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
