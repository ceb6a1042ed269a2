import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { clientAddress } from '../../security/client-address.ts';
import { appendAudit } from '../../store/audit-log.ts';
import {
  deleteM2MClient,
  findM2MClient,
  insertM2MClient,
  type M2MClientRow,
  updateM2MClient,
} from '../../store/m2m-clients.ts';
import { generateSecret, hashSecret } from '../../tokens.ts';
import { type M2MClient, toM2MClient } from './client-shape.ts';

/** What a request to change M2M clients brings: the app, the project's request, who to audit. */
export interface M2MCall {
  deps: AppDeps;
  c: Context<AppEnv>;
}

/** A fresh secret (256 bits from the CSPRNG), its stored hash and the last four shown to people. */
function newSecret(): { secret: string; hash: string; lastFour: string } {
  const secret = generateSecret(32);
  return { secret, hash: hashSecret(secret), lastFour: secret.slice(-4) };
}

const projectIdOf = (call: M2MCall) => call.c.get('project').projectId;

/** The project's client, or 404 m2m_client_not_found (another project's client is no one's). */
export async function getM2MClientRow(call: M2MCall, clientId: string): Promise<M2MClientRow> {
  const row = await findM2MClient(call.deps.db, projectIdOf(call), clientId);
  if (!row) throw new ApiError('m2m_client_not_found');
  return row;
}

/**
 * One audit row per change, the project secret as actor (the admin API audits operators the same
 * way); `before` and `after` are the client as answered, never a secret or its hash.
 */
async function audit(
  call: M2MCall,
  action: string,
  clientId: string,
  before: M2MClient | null,
  after: M2MClient | null,
) {
  const { deps, c } = call;
  await appendAudit(deps.db, {
    at: deps.clock.now(),
    request_id: c.get('requestId'),
    actor_operator_id: null,
    actor_email: null,
    actor_role: null,
    token_name: 'project secret',
    action: `m2m_client.${action}`,
    target_project_id: projectIdOf(call),
    target_user_id: null,
    target_id: clientId,
    status: 200,
    result: 'ok',
    ip_address: clientAddress(c, buildProxyList(deps.config.trustedProxies ?? [])),
    user_agent: c.req.header('user-agent')?.slice(0, 512) || null,
    changes: JSON.stringify({ before, after }),
  });
}

export interface NewM2MClient {
  scopes: string[];
  client_name?: string | undefined;
  client_description?: string | undefined;
  trusted_metadata?: Record<string, unknown> | undefined;
}

/** Creates a client; its secret is in this answer only. */
export async function createM2MClient(call: M2MCall, input: NewM2MClient) {
  const now = call.deps.clock.now();
  const secret = newSecret();
  const environment = call.c.get('project').projectId.includes('-live-') ? 'live' : 'test';
  const row: M2MClientRow = {
    client_id: `m2m-client-${environment}-${randomUUID()}`,
    project_id: projectIdOf(call),
    client_name: input.client_name ?? '',
    client_description: input.client_description ?? '',
    status: 'active',
    scopes: JSON.stringify([...new Set(input.scopes)]),
    trusted_metadata: input.trusted_metadata ? JSON.stringify(input.trusted_metadata) : null,
    secret_hash: secret.hash,
    secret_last_four: secret.lastFour,
    next_secret_hash: null,
    next_secret_last_four: null,
    created_at: now,
    updated_at: now,
  };
  await insertM2MClient(call.deps.db, row);
  const client = toM2MClient(row);
  await audit(call, 'create', row.client_id, null, client);
  return { m2m_client: { ...client, client_secret: secret.secret } };
}

export interface M2MClientChanges {
  client_name?: string | undefined;
  client_description?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  scopes?: string[] | undefined;
  trusted_metadata?: Record<string, unknown> | undefined;
}

/** Changes what was given; tokens already issued keep their scopes until they expire (1 hour). */
export async function updateM2MClientFields(call: M2MCall, clientId: string, changes: M2MClientChanges) {
  const before = await getM2MClientRow(call, clientId);
  const set: Partial<M2MClientRow> = { updated_at: call.deps.clock.now() };
  if (changes.client_name !== undefined) set.client_name = changes.client_name;
  if (changes.client_description !== undefined) set.client_description = changes.client_description;
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.scopes !== undefined) set.scopes = JSON.stringify([...new Set(changes.scopes)]);
  if (changes.trusted_metadata !== undefined) set.trusted_metadata = JSON.stringify(changes.trusted_metadata);
  return changeRow(call, 'update', before, set);
}

async function changeRow(call: M2MCall, action: string, before: M2MClientRow, set: Partial<M2MClientRow>) {
  if (!(await updateM2MClient(call.deps.db, before.project_id, before.client_id, set))) {
    throw new ApiError('m2m_client_not_found');
  }
  const after = toM2MClient({ ...before, ...set });
  await audit(call, action, before.client_id, toM2MClient(before), after);
  return { m2m_client: after };
}

/** Deletes a client: its secrets stop working at once; tokens already issued live out their hour. */
export async function removeM2MClient(call: M2MCall, clientId: string) {
  const before = await getM2MClientRow(call, clientId);
  if (!(await deleteM2MClient(call.deps.db, before.project_id, clientId))) throw new ApiError('m2m_client_not_found');
  await audit(call, 'delete', clientId, toM2MClient(before), null);
  return { client_id: clientId };
}

/**
 * Rotation, as Stytch's: `start` makes a next secret (shown once) that works beside the current
 * one, so the services can move over; `rotate` makes it the only secret; `cancel` drops it.
 */
export async function startM2MSecretRotation(call: M2MCall, clientId: string) {
  const before = await getM2MClientRow(call, clientId);
  const next = newSecret();
  const answer = await changeRow(call, 'rotate_start', before, {
    next_secret_hash: next.hash,
    next_secret_last_four: next.lastFour,
    updated_at: call.deps.clock.now(),
  });
  return { m2m_client: { ...answer.m2m_client, next_client_secret: next.secret } };
}

/** Finishes (`rotate`) or drops (`cancel`) the rotation {@link startM2MSecretRotation} began. */
export async function endM2MSecretRotation(call: M2MCall, clientId: string, step: 'rotate' | 'cancel') {
  const before = await getM2MClientRow(call, clientId);
  if (before.next_secret_hash === null || before.next_secret_last_four === null) {
    throw new ApiError(
      'bad_request',
      `No secret rotation is in progress for ${clientId}: start one with POST /v1/m2m/clients/{client_id}/secrets/rotate/start.`,
    );
  }
  const ended = { next_secret_hash: null, next_secret_last_four: null, updated_at: call.deps.clock.now() };
  if (step === 'cancel') return changeRow(call, 'rotate_cancel', before, ended);
  return changeRow(call, 'rotate', before, {
    ...ended,
    secret_hash: before.next_secret_hash,
    secret_last_four: before.next_secret_last_four,
  });
}
