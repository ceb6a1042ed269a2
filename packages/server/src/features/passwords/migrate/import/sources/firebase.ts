import { jsonRecords } from '../json-objects.ts';
import { idOf, phoneOf, type SourceRecord, splitName } from '../source-row.ts';

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
 * project's parameters), `displayName`, `phoneNumber` (unverified: the export does not say) and
 * `localId` (the external id).
 */
export function firebaseUsers(config: FirebaseHashConfig) {
  return async function* (input: NodeJS.ReadableStream): AsyncIterable<SourceRecord> {
    for await (const row of jsonRecords(input, { depth: 2 })) {
      if ('refused' in row) {
        yield row;
        continue;
      }
      const { line, record: user, email } = row;
      const hasHash = typeof user.passwordHash === 'string' && typeof user.salt === 'string';
      yield {
        line,
        user: {
          email,
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
          // Firebase's export says nothing of the number's proof: it stays unproven until one here.
          phone: phoneOf(user.phoneNumber, false),
          externalId: idOf(user.localId),
        },
      };
    }
  };
}
