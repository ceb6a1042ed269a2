import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { WEBHOOK_DELIVERY_JOB, type WebhookDeliveryPayload } from './webhook-events.ts';

type Db = Kysely<Database>;

/** A delivery (one event to one endpoint: a queue job) as the admin API lists it. */
export interface WebhookDelivery {
  deliveryId: string;
  messageId: string;
  type: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  createdAt: number;
  finishedAt: number | null;
}

const COLUMNS = [
  'job_id',
  'payload',
  'status',
  'attempts',
  'run_at',
  'last_error',
  'created_at',
  'finished_at',
] as const;

function toDelivery(row: {
  job_id: string;
  payload: string;
  status: WebhookDelivery['status'];
  attempts: number;
  run_at: number;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}): WebhookDelivery {
  const payload = JSON.parse(row.payload) as WebhookDeliveryPayload;
  return {
    deliveryId: row.job_id,
    messageId: payload.message_id,
    type: payload.type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.run_at : null,
    lastError: row.last_error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/** An endpoint's deliveries, newest first. */
export async function listWebhookDeliveries(db: Db, endpointId: string, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(COLUMNS)
    .where('subject_id', '=', endpointId)
    .where('kind', '=', WEBHOOK_DELIVERY_JOB)
    .orderBy('created_at', 'desc')
    .orderBy('job_id')
    .limit(limit)
    .execute();
  return rows.map(toDelivery);
}

/** One delivery of an endpoint with each attempt and its outcome, or null when the endpoint has no such delivery. */
export async function findWebhookDelivery(db: Db, endpointId: string, deliveryId: string) {
  const row = await db
    .selectFrom('jobs')
    .select(COLUMNS)
    .where('job_id', '=', deliveryId)
    .where('subject_id', '=', endpointId)
    .where('kind', '=', WEBHOOK_DELIVERY_JOB)
    .executeTakeFirst();
  if (!row) return null;
  const attemptLog = await db
    .selectFrom('job_attempts')
    .select(['attempt', 'started_at', 'finished_at', 'outcome', 'status_code', 'error'])
    .where('job_id', '=', deliveryId)
    .orderBy('attempt')
    .execute();
  return { ...toDelivery(row), attemptLog };
}
