import type { Kysely } from 'kysely';
import { newId } from '../tokens.ts';
import type { Project } from './projects.ts';
import type { Database } from './schema.ts';
import { emitWebhookEvent } from './webhook-events.ts';

/**
 * Inserts the `users` row every sign-up starts with (by email, phone, wallet or provider) and
 * returns its id. Call it inside the caller's transaction, with the row that names the factor.
 */
export async function insertUser(
  trx: Kysely<Database>,
  options: {
    project: Project;
    now: number;
    status?: 'active' | 'pending';
    firstName?: string | undefined;
    middleName?: string | undefined;
    lastName?: string | undefined;
    /** JSON text of the host's metadata objects. */
    trustedMetadata?: string;
    untrustedMetadata?: string;
  },
): Promise<string> {
  const userId = newId('user', options.project.environment);
  await trx
    .insertInto('users')
    .values({
      user_id: userId,
      project_id: options.project.projectId,
      status: options.status ?? 'active',
      first_name: options.firstName ?? '',
      middle_name: options.middleName ?? '',
      last_name: options.lastName ?? '',
      trusted_metadata: options.trustedMetadata ?? '{}',
      untrusted_metadata: options.untrustedMetadata ?? '{}',
      created_at: options.now,
      updated_at: options.now,
    })
    .execute();
  await emitWebhookEvent(trx, {
    projectId: options.project.projectId,
    type: 'user.created',
    now: options.now,
    data: { user_id: userId, status: options.status ?? 'active', created_at: new Date(options.now).toISOString() },
  });
  return userId;
}
