import type { Kysely } from 'kysely';
import { newId } from '../tokens.ts';
import type { Project } from './projects.ts';
import type { Database } from './schema.ts';
import { deleteUserFactorIn } from './user-admin.ts';
import { emitFactorEvent } from './webhook-events.ts';

type Db = Kysely<Database>;

/** An email address or phone number of a user, by its id. */
export type Identifier = { kind: 'email'; id: string; value: string } | { kind: 'phone'; id: string; value: string };

/**
 * Replaces a user's one identifier with another (Stytch's exchange_primary_factor), in one
 * transaction: the old row goes with the links, resets and passcodes sent to it; the new one is
 * stored unverified. Each change is a webhook event. Answers the new identifier's id.
 */
export async function exchangeIdentifier(
  db: Db,
  options: { project: Project; userId: string; old: Identifier; next: Omit<Identifier, 'id'>; now: number },
): Promise<string> {
  const { project, userId, old, next, now } = options;
  const projectId = project.projectId;
  return db.transaction().execute(async (trx) => {
    // The old identifier goes as the backend's factor delete takes it, with what was sent to it.
    const oldKind = old.kind === 'email' ? 'email' : 'phone_number';
    await deleteUserFactorIn(trx, { projectId, kind: oldKind, id: old.id, now });

    const id = newId(next.kind, project.environment);
    if (next.kind === 'email') {
      await trx
        .insertInto('user_emails')
        .values({
          email_id: id,
          project_id: projectId,
          user_id: userId,
          email: next.value,
          verified: 0,
          created_at: now,
        })
        .execute();
    } else {
      await trx
        .insertInto('user_phone_numbers')
        .values({
          phone_id: id,
          project_id: projectId,
          user_id: userId,
          phone_number: next.value,
          verified: 0,
          created_at: now,
        })
        .execute();
    }
    const added = {
      type: next.kind === 'email' ? ('email' as const) : ('phone_number' as const),
      id,
      value: next.value,
    };
    await emitFactorEvent(trx, { projectId, type: 'factor.added', userId, factor: added, now });
    return id;
  });
}
