import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { WebhookEventType } from '../config/webhook-settings.ts';
import type { Database, WebhookEndpointsTable } from './schema.ts';

type Db = Kysely<Database>;

/** An endpoint as the features see it. */
export interface WebhookEndpoint {
  endpointId: string;
  projectId: string;
  url: string;
  /** null: every event. */
  events: WebhookEventType[] | null;
  source: 'config' | 'database';
  failingSince: number | null;
  disabledAt: number | null;
  disabledReason: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A secret as stored: sealed; features/webhooks opens it to sign. */
export interface StoredWebhookSecret {
  secretId: string;
  sealed: string;
  lastFour: string;
  createdAt: number;
  expiresAt: number | null;
}

export const newWebhookEndpointId = () => `webhook-endpoint-${randomUUID()}`;
export const newWebhookSecretId = () => `webhook-secret-${randomUUID()}`;

function toEndpoint(row: Selectable<WebhookEndpointsTable>): WebhookEndpoint {
  return {
    endpointId: row.endpoint_id,
    projectId: row.project_id,
    url: row.url,
    events: row.events === null ? null : (JSON.parse(row.events) as WebhookEventType[]),
    source: row.source,
    failingSince: row.failing_since,
    disabledAt: row.disabled_at,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listWebhookEndpoints(db: Db, projectId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('endpoint_id')
    .execute();
  return rows.map(toEndpoint);
}

export async function findWebhookEndpoint(db: Db, endpointId: string): Promise<WebhookEndpoint | null> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  return row ? toEndpoint(row) : null;
}

/** Writes a new endpoint with its first secret (already sealed, bound to `secret.secretId`). */
export async function insertWebhookEndpoint(
  db: Db,
  endpoint: {
    endpointId: string;
    projectId: string;
    url: string;
    events: WebhookEventType[] | null;
    source: 'config' | 'database';
  },
  secrets: { secretId: string; sealed: string; lastFour: string }[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_endpoints')
      .values({
        endpoint_id: endpoint.endpointId,
        project_id: endpoint.projectId,
        url: endpoint.url,
        events: endpoint.events === null ? null : JSON.stringify(endpoint.events),
        source: endpoint.source,
        failing_since: null,
        disabled_at: null,
        disabled_reason: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const secret of secrets) await insertSecretRow(trx, endpoint.endpointId, secret, now);
  });
}

async function insertSecretRow(
  trx: Db,
  endpointId: string,
  secret: { secretId: string; sealed: string; lastFour: string },
  now: number,
): Promise<void> {
  await trx
    .insertInto('webhook_secrets')
    .values({
      secret_id: secret.secretId,
      endpoint_id: endpointId,
      secret_sealed: secret.sealed,
      last_four: secret.lastFour,
      created_at: now,
      expires_at: null,
    })
    .execute();
}

/** Changes an endpoint's URL or events; a change of URL starts its failure count afresh. */
export async function updateWebhookEndpoint(
  db: Db,
  endpointId: string,
  change: { url?: string; events?: WebhookEventType[] | null; enabled?: boolean },
  now: number,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      updated_at: now,
      ...(change.url === undefined ? {} : { url: change.url, failing_since: null }),
      ...(change.events === undefined ? {} : { events: change.events === null ? null : JSON.stringify(change.events) }),
      ...(change.enabled === undefined
        ? {}
        : change.enabled
          ? { disabled_at: null, disabled_reason: null, failing_since: null }
          : { disabled_at: now, disabled_reason: 'disabled by an operator' }),
    })
    .where('endpoint_id', '=', endpointId)
    .execute();
}

/** Deletes an endpoint, its secrets, and its deliveries not yet made. */
export async function deleteWebhookEndpoint(db: Db, endpointId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('jobs').where('subject_id', '=', endpointId).where('status', '=', 'pending').execute();
    await trx.deleteFrom('webhook_endpoints').where('endpoint_id', '=', endpointId).execute();
  });
}

/** The secrets that sign now: not expired. Newest first. */
export async function liveWebhookSecrets(db: Db, endpointId: string, now: number): Promise<StoredWebhookSecret[]> {
  const rows = await db
    .selectFrom('webhook_secrets')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created_at', 'desc')
    .orderBy('secret_id')
    .execute();
  return rows.map((row) => ({
    secretId: row.secret_id,
    sealed: row.secret_sealed,
    lastFour: row.last_four,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
}

/**
 * A rotation: the new secret signs from now on and every other live one keeps signing beside it until
 * `overlapEndsAt`, so receivers can switch without a gap.
 */
export async function rotateWebhookSecret(
  db: Db,
  endpointId: string,
  secret: { secretId: string; sealed: string; lastFour: string },
  options: { now: number; overlapEndsAt: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_secrets')
      .set({ expires_at: options.overlapEndsAt })
      .where('endpoint_id', '=', endpointId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', options.overlapEndsAt)]))
      .execute();
    await insertSecretRow(trx, endpointId, secret, options.now);
  });
}

/** After a failed delivery: the start of the failing run (set now if it had none). */
export async function recordWebhookFailure(db: Db, endpointId: string, now: number): Promise<number> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: now })
    .where('endpoint_id', '=', endpointId)
    .where('failing_since', 'is', null)
    .execute();
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('failing_since')
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  return row?.failing_since ?? now;
}

export async function recordWebhookSuccess(db: Db, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null })
    .where('endpoint_id', '=', endpointId)
    .where('failing_since', 'is not', null)
    .execute();
}

/** Stops deliveries to an endpoint, saying why; its waiting deliveries fail when their turn comes. */
export async function disableWebhookEndpoint(db: Db, endpointId: string, reason: string, now: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: now, disabled_reason: reason, updated_at: now })
    .where('endpoint_id', '=', endpointId)
    .where('disabled_at', 'is', null)
    .execute();
}

/** Puts these secrets in place of all an endpoint has (the config file's, at each start). */
export async function replaceWebhookSecrets(
  db: Db,
  endpointId: string,
  secrets: { secretId: string; sealed: string; lastFour: string }[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_secrets').where('endpoint_id', '=', endpointId).execute();
    for (const secret of secrets) await insertSecretRow(trx, endpointId, secret, now);
  });
}
