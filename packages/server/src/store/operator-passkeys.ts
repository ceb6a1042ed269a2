import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { hashSecret } from '../tokens.ts';
import type { Database, OperatorPasskeysTable } from './schema.ts';

export type OperatorPasskey = OperatorPasskeysTable;

/** How long a console passkey ceremony may take, as the widget's (features/passkeys/challenges.ts). */
export const OPERATOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export async function storeOperatorChallenge(
  db: Kysely<Database>,
  clock: Clock,
  challenge: string,
  kind: 'register' | 'authenticate',
  operatorId: string | null,
): Promise<void> {
  const now = clock.now();
  await db
    .insertInto('operator_passkey_challenges')
    .values({
      challenge_hash: hashSecret(challenge),
      kind,
      operator_id: operatorId,
      expires_at: now + OPERATOR_CHALLENGE_TTL_MS,
      used_at: null,
      created_at: now,
    })
    .execute();
}

/**
 * Spends a challenge once: true when it was live, of this kind and (registration) asked for by this
 * operator. One UPDATE claims it, so two responses racing with the same challenge spend it once.
 */
export async function spendOperatorChallenge(
  db: Kysely<Database>,
  clock: Clock,
  challenge: string,
  kind: 'register' | 'authenticate',
  operatorId: string | null,
): Promise<boolean> {
  const now = clock.now();
  let query = db
    .updateTable('operator_passkey_challenges')
    .set({ used_at: now })
    .where('challenge_hash', '=', hashSecret(challenge))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  query = operatorId === null ? query : query.where('operator_id', '=', operatorId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addOperatorPasskey(
  db: Kysely<Database>,
  clock: Clock,
  passkey: Pick<OperatorPasskey, 'operator_id' | 'credential_id' | 'public_key' | 'counter' | 'transports'>,
): Promise<string> {
  const passkeyId = `operator-passkey-${randomUUID()}`;
  await db
    .insertInto('operator_passkeys')
    .values({ ...passkey, passkey_id: passkeyId, created_at: clock.now(), last_used_at: null })
    .execute();
  return passkeyId;
}

export async function findOperatorPasskey(db: Kysely<Database>, credentialId: string): Promise<OperatorPasskey | null> {
  return (
    (await db
      .selectFrom('operator_passkeys')
      .selectAll()
      .where('credential_id', '=', credentialId)
      .executeTakeFirst()) ?? null
  );
}

export function listOperatorPasskeys(db: Kysely<Database>, operatorId: string): Promise<OperatorPasskey[]> {
  return db.selectFrom('operator_passkeys').selectAll().where('operator_id', '=', operatorId).execute();
}

/**
 * Moves the signature counter forward, compare-and-swap: false when another sign-in already moved
 * it (a cloned authenticator, or a replay racing the real one).
 */
export async function advanceOperatorPasskey(
  db: Kysely<Database>,
  clock: Clock,
  passkey: OperatorPasskey,
  newCounter: number,
): Promise<boolean> {
  const result = await db
    .updateTable('operator_passkeys')
    .set({ counter: newCounter, last_used_at: clock.now() })
    .where('passkey_id', '=', passkey.passkey_id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
