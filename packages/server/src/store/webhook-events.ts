import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookEventType } from '../config/webhook-settings.ts';
import { enqueue } from './jobs.ts';
import type { Database } from './schema.ts';

/** The job kind that delivers one event to one endpoint (features/webhooks/delivery-job.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/** What a delivery job carries: the exact body to send, fixed when the change happened. */
export interface WebhookDeliveryPayload {
  endpoint_id: string;
  /** The webhook-id header: one per event, the same on every endpoint and every retry. */
  message_id: string;
  type: WebhookEventType;
  body: string;
}

/**
 * Records `type` for every enabled endpoint of the project that subscribes to it, as queue jobs in
 * `trx`: the change and its webhooks commit together or not at all. The body is
 * `{ type, timestamp, data }`, written once here so every retry sends the same bytes.
 */
export async function emitWebhookEvent(
  trx: Kysely<Database>,
  event: { projectId: string; type: WebhookEventType; data: Record<string, unknown>; now: number },
): Promise<void> {
  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select(['endpoint_id', 'events'])
    .where('project_id', '=', event.projectId)
    .where('disabled_at', 'is', null)
    .execute();
  const subscribed = endpoints.filter(
    (e) => e.events === null || (JSON.parse(e.events) as string[]).includes(event.type),
  );
  if (subscribed.length === 0) return;
  const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({ type: event.type, timestamp: new Date(event.now).toISOString(), data: event.data });
  for (const endpoint of subscribed) {
    const payload: WebhookDeliveryPayload = {
      endpoint_id: endpoint.endpoint_id,
      message_id: messageId,
      type: event.type,
      body,
    };
    await enqueue(trx, {
      kind: WEBHOOK_DELIVERY_JOB,
      payload,
      now: event.now,
      projectId: event.projectId,
      subjectId: endpoint.endpoint_id,
    });
  }
}

/**
 * Runs `write` in a transaction, or in the caller's when `db` already is one, so a change and the
 * webhook event it emits commit together.
 */
export function inTransaction<T>(db: Kysely<Database>, write: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** What factor.added and factor.removed say about the factor. */
export interface WebhookFactor {
  type: 'email' | 'phone_number' | 'webauthn_registration' | 'crypto_wallet' | 'oauth_provider' | 'password' | 'totp';
  id: string;
  /** The address, number, wallet or provider, where the factor has one. */
  value?: string;
}

/** Emits factor.added or factor.removed for a user's factor. */
export function emitFactorEvent(
  trx: Kysely<Database>,
  event: {
    projectId: string;
    type: 'factor.added' | 'factor.removed';
    userId: string;
    factor: WebhookFactor;
    now: number;
  },
): Promise<void> {
  return emitWebhookEvent(trx, {
    projectId: event.projectId,
    type: event.type,
    now: event.now,
    data: { user_id: event.userId, factor: event.factor },
  });
}
