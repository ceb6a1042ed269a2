import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { EMAIL_JOB_KIND, EMAIL_SEAL_CONTEXT, type Sealer } from './email-queue.ts';
import { SMS_JOB_KIND, SMS_SEAL_CONTEXT } from './sms/sms-queue.ts';

const CONTEXTS: Record<string, string> = { [EMAIL_JOB_KIND]: EMAIL_SEAL_CONTEXT, [SMS_JOB_KIND]: SMS_SEAL_CONTEXT };

/**
 * Run at start, before the queue's loop: seals every message still waiting in the queue (email, SMS,
 * WhatsApp) under the current FOYER_SECRETS_KEY when the previous key sealed it, so the previous key
 * can be dropped once each instance has started with the new one. Returns how many it sealed again.
 */
export async function resealQueuedMessages(deps: {
  db: Kysely<Database>;
  secrets: Sealer & { isCurrent(value: string): boolean };
}): Promise<number> {
  const rows = await deps.db
    .selectFrom('jobs')
    .select(['job_id', 'kind', 'payload'])
    .where('kind', 'in', Object.keys(CONTEXTS))
    .where('status', 'in', ['pending', 'running'])
    .execute();
  let sealed = 0;
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as { sealed: string };
    if (deps.secrets.isCurrent(payload.sealed)) continue;
    const context = CONTEXTS[row.kind] as string;
    const resealed = { ...payload, sealed: deps.secrets.seal(deps.secrets.open(payload.sealed, context), context) };
    await deps.db
      .updateTable('jobs')
      .set({ payload: JSON.stringify(resealed) })
      .where('job_id', '=', row.job_id)
      .execute();
    sealed++;
  }
  return sealed;
}
