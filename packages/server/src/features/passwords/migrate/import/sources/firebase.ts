import { jsonObjects } from '../json-objects.ts';
import { type SourceRecord, splitName } from '../source-row.ts';

/** The project's hash parameters (Firebase console: Authentication → Users → Password hash parameters). */
export interface FirebaseHashConfig {
  signerKey: string;
  saltSeparator: string;
  rounds: number;
  memoryCost: number;
}

/**
 * Firebase's `firebase auth:export users.json --format=json`: `{"users": [...]}`, each with
 * `email`, `emailVerified`, `passwordHash` and `salt` (base64, Firebase's modified scrypt with the
 * project's parameters) and `displayName`.
 */
export function firebaseUsers(config: FirebaseHashConfig) {
  return async function* (input: NodeJS.ReadableStream): AsyncIterable<SourceRecord> {
    for await (const { line, text } of jsonObjects(input, { depth: 2 })) {
      let user: Record<string, unknown>;
      try {
        user = JSON.parse(text) as Record<string, unknown>;
      } catch {
        yield { line, refused: 'not valid JSON' };
        continue;
      }
      if (typeof user.email !== 'string' || !user.email) {
        yield { line, refused: 'no email' };
        continue;
      }
      const hasHash = typeof user.passwordHash === 'string' && typeof user.salt === 'string';
      yield {
        line,
        user: {
          email: user.email,
          emailVerified: user.emailVerified === true,
          hash: hasHash
            ? {
                hash_type: 'scrypt_firebase',
                hash: user.passwordHash as string,
                scrypt_firebase_config: {
                  salt: user.salt as string,
                  signer_key: config.signerKey,
                  salt_separator: config.saltSeparator,
                  rounds: config.rounds,
                  memory_cost: config.memoryCost,
                },
              }
            : null,
          ...splitName(user.displayName),
        },
      };
    }
  };
}
