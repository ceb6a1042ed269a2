import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** What a user holds, as the ownership policy (features/users/ownership/) reads it. */
export interface OwnershipFacts {
  /** The verified flag of each email address and phone number (empty when none). */
  identifierFlags: boolean[];
  /**
   * Factors that are only ever stored after they proved themselves: a provider account that signed
   * in, a passkey that was registered, a wallet that signed a challenge.
   */
  selfProvingFactors: number;
}

/** Reads a user's ownership facts (inside the caller's transaction when given one). */
export async function readOwnershipFacts(db: Db, userId: string): Promise<OwnershipFacts> {
  const count = (table: 'user_oauth_providers' | 'webauthn_registrations' | 'user_crypto_wallets') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  const [emails, phones, providers, passkeys, wallets] = await Promise.all([
    db.selectFrom('user_emails').select('verified').where('user_id', '=', userId).execute(),
    db.selectFrom('user_phone_numbers').select('verified').where('user_id', '=', userId).execute(),
    count('user_oauth_providers'),
    count('webauthn_registrations'),
    count('user_crypto_wallets'),
  ]);
  return {
    identifierFlags: [...emails, ...phones].map((row) => row.verified === 1),
    selfProvingFactors: [providers, passkeys, wallets].reduce((sum, row) => sum + Number(row.n), 0),
  };
}
