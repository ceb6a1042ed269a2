import type { ErrorType } from '@foyer/protocol/errors';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { WebhookEvents, WebhookSecret, WebhookUrl } from '../../config/webhook-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { findWebhookDelivery, listWebhookDeliveries } from '../../store/webhook-deliveries.ts';
import {
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints,
  liveWebhookSecrets,
  newWebhookEndpointId,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type WebhookEndpoint,
} from '../../store/webhooks.ts';
import { generateWebhookSecret, sealWebhookSecret } from '../webhooks/secrets.ts';
import { webhookUrlAllowed } from '../webhooks/url-check.ts';
import { adminRoute } from './admin-route.ts';
import { noteAudit } from './env.ts';
import { requireProject } from './project-routes.ts';
import type { RouteTable } from './route-table.ts';

const TAG = 'Admin: webhooks';
/** After a rotation the previous secrets keep signing this long, so receivers switch without a gap (as Svix). */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

const ProjectParams = z.object({ project_id: z.string() });
const EndpointParams = z.object({ project_id: z.string(), endpoint_id: z.string() });
const DeliveryParams = EndpointParams.extend({ delivery_id: z.string() });
const CreateBody = z
  .object({ url: WebhookUrl, events: WebhookEvents.optional(), secret: WebhookSecret.optional() })
  .strict();
const UpdateBody = z
  .object({ url: WebhookUrl.optional(), events: WebhookEvents.nullable().optional(), enabled: z.boolean().optional() })
  .strict();
const RotateBody = z.object({ secret: WebhookSecret.optional() }).strict();

const BASE_ERRORS: ErrorType[] = ['admin_credentials_required', 'operator_permission_denied', 'project_not_found'];
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A project's webhook endpoints: listed with their health (viewer reads), created, changed, rotated
 * and deleted by admins and developers. A secret is answered once, when made; after that only its
 * last four characters. Endpoints from the config file can only be turned on or off here.
 */
export function adminWebhookRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  async function view(endpoint: WebhookEndpoint) {
    const secrets = await liveWebhookSecrets(deps.db, endpoint.endpointId, deps.clock.now());
    return {
      endpoint_id: endpoint.endpointId,
      url: endpoint.url,
      events: endpoint.events,
      source: endpoint.source,
      status: endpoint.disabledAt === null ? 'enabled' : 'disabled',
      disabled_at: iso(endpoint.disabledAt),
      disabled_reason: endpoint.disabledReason,
      failing_since: iso(endpoint.failingSince),
      secrets: secrets.map((s) => ({
        secret_id: s.secretId,
        last_four: s.lastFour,
        created_at: iso(s.createdAt),
        expires_at: iso(s.expiresAt),
      })),
      created_at: iso(endpoint.createdAt),
      updated_at: iso(endpoint.updatedAt),
    };
  }

  async function requireEndpoint(projectId: string, endpointId: string) {
    const project = await requireProject(deps, projectId);
    const endpoint = await findWebhookEndpoint(deps.db, endpointId);
    if (!endpoint || endpoint.projectId !== project.projectId) throw new ApiError('webhook_endpoint_not_found');
    return endpoint;
  }

  function checkUrl(url: string | undefined) {
    if (url !== undefined && !webhookUrlAllowed(url, deps.config.mode)) throw new ApiError('webhook_url_not_allowed');
  }

  const list = adminRoute(table, {
    method: 'get',
    path: '/projects/{project_id}/webhooks',
    requirement: 'read',
    tag: TAG,
    summary:
      'Lists the project’s webhook endpoints, whether each is enabled (or why not), and its secrets by their last four',
    params: ProjectParams,
    errors: BASE_ERRORS,
  });
  app.openapi(list, async (c) => {
    const project = await requireProject(deps, c.req.valid('param').project_id);
    const endpoints = await listWebhookEndpoints(deps.db, project.projectId);
    return ok(c, { webhooks: await Promise.all(endpoints.map(view)) });
  });

  const create = adminRoute(table, {
    method: 'post',
    path: '/projects/{project_id}/webhooks',
    requirement: 'projects.configure',
    tag: TAG,
    summary: 'Adds an endpoint; answers its secret (made here unless given) this once',
    params: ProjectParams,
    body: CreateBody,
    errors: [...BASE_ERRORS, 'bad_request', 'webhook_url_not_allowed'],
  });
  app.openapi(create, async (c) => {
    const project = await requireProject(deps, c.req.valid('param').project_id);
    const body = c.req.valid('json');
    checkUrl(body.url);
    const secret = body.secret ?? generateWebhookSecret();
    const endpointId = newWebhookEndpointId();
    const endpoint = { endpointId, projectId: project.projectId, url: body.url, events: body.events ?? null };
    await insertWebhookEndpoint(
      deps.db,
      { ...endpoint, source: 'database' },
      [sealWebhookSecret(deps.secrets, secret)],
      deps.clock.now(),
    );
    noteAudit(c, {
      targetId: endpointId,
      after: { url: body.url, events: endpoint.events, last_four: secret.slice(-4) },
    });
    const created = await requireEndpoint(project.projectId, endpointId);
    return ok(c, { webhook: await view(created), secret });
  });

  const update = adminRoute(table, {
    method: 'patch',
    path: '/projects/{project_id}/webhooks/{endpoint_id}',
    requirement: 'projects.configure',
    tag: TAG,
    summary: 'Changes an endpoint’s URL or events, or turns it on (a disabled one, its failure count afresh) or off',
    params: EndpointParams,
    body: UpdateBody,
    errors: [
      ...BASE_ERRORS,
      'bad_request',
      'webhook_endpoint_not_found',
      'webhook_endpoint_managed_by_config',
      'webhook_url_not_allowed',
    ],
  });
  app.openapi(update, async (c) => {
    const { project_id, endpoint_id } = c.req.valid('param');
    const body = c.req.valid('json');
    const endpoint = await requireEndpoint(project_id, endpoint_id);
    if (endpoint.source === 'config' && (body.url !== undefined || body.events !== undefined)) {
      throw new ApiError('webhook_endpoint_managed_by_config');
    }
    checkUrl(body.url);
    await updateWebhookEndpoint(deps.db, endpoint_id, body, deps.clock.now());
    const changed = await requireEndpoint(project_id, endpoint_id);
    noteAudit(c, {
      targetId: endpoint_id,
      before: { url: endpoint.url, events: endpoint.events, disabled_at: endpoint.disabledAt },
      after: { url: changed.url, events: changed.events, disabled_at: changed.disabledAt },
    });
    return ok(c, { webhook: await view(changed) });
  });

  const rotate = adminRoute(table, {
    method: 'post',
    path: '/projects/{project_id}/webhooks/{endpoint_id}/secrets',
    requirement: 'projects.configure',
    tag: TAG,
    summary:
      'Rotates the secret: the new one (answered this once) signs from now, the previous ones beside it for 24 hours',
    params: EndpointParams,
    body: RotateBody,
    errors: [...BASE_ERRORS, 'bad_request', 'webhook_endpoint_not_found', 'webhook_endpoint_managed_by_config'],
  });
  app.openapi(rotate, async (c) => {
    const { project_id, endpoint_id } = c.req.valid('param');
    const endpoint = await requireEndpoint(project_id, endpoint_id);
    if (endpoint.source === 'config') throw new ApiError('webhook_endpoint_managed_by_config');
    const secret = c.req.valid('json').secret ?? generateWebhookSecret();
    const sealed = sealWebhookSecret(deps.secrets, secret);
    const now = deps.clock.now();
    await rotateWebhookSecret(deps.db, endpoint_id, sealed, { now, overlapEndsAt: now + WEBHOOK_ROTATION_OVERLAP_MS });
    noteAudit(c, { targetId: endpoint_id, after: { secret_id: sealed.secretId, last_four: sealed.lastFour } });
    return ok(c, { secret_id: sealed.secretId, secret, webhook: await view(endpoint) });
  });

  const remove = adminRoute(table, {
    method: 'delete',
    path: '/projects/{project_id}/webhooks/{endpoint_id}',
    requirement: 'projects.configure',
    tag: TAG,
    summary: 'Deletes an endpoint with its secrets; its deliveries not yet made are dropped',
    params: EndpointParams,
    errors: [...BASE_ERRORS, 'webhook_endpoint_not_found', 'webhook_endpoint_managed_by_config'],
  });
  app.openapi(remove, async (c) => {
    const { project_id, endpoint_id } = c.req.valid('param');
    const endpoint = await requireEndpoint(project_id, endpoint_id);
    if (endpoint.source === 'config') throw new ApiError('webhook_endpoint_managed_by_config');
    await deleteWebhookEndpoint(deps.db, endpoint_id);
    noteAudit(c, { targetId: endpoint_id, before: { url: endpoint.url, events: endpoint.events } });
    return ok(c, { endpoint_id });
  });

  const deliveries = adminRoute(table, {
    method: 'get',
    path: '/projects/{project_id}/webhooks/{endpoint_id}/deliveries',
    requirement: 'read',
    tag: TAG,
    summary: 'Lists an endpoint’s last 100 deliveries, newest first: event, status, attempts, next attempt, last error',
    params: EndpointParams,
    errors: [...BASE_ERRORS, 'webhook_endpoint_not_found'],
  });
  app.openapi(deliveries, async (c) => {
    const { project_id, endpoint_id } = c.req.valid('param');
    await requireEndpoint(project_id, endpoint_id);
    const rows = await listWebhookDeliveries(deps.db, endpoint_id, 100);
    return ok(c, { deliveries: rows.map(deliveryView) });
  });

  const delivery = adminRoute(table, {
    method: 'get',
    path: '/projects/{project_id}/webhooks/{endpoint_id}/deliveries/{delivery_id}',
    requirement: 'read',
    tag: TAG,
    summary: 'One delivery with each attempt: when, the endpoint’s HTTP status, the error',
    params: DeliveryParams,
    errors: [...BASE_ERRORS, 'webhook_endpoint_not_found', 'webhook_delivery_not_found'],
  });
  app.openapi(delivery, async (c) => {
    const { project_id, endpoint_id, delivery_id } = c.req.valid('param');
    await requireEndpoint(project_id, endpoint_id);
    const found = await findWebhookDelivery(deps.db, endpoint_id, delivery_id);
    if (!found) throw new ApiError('webhook_delivery_not_found');
    return ok(c, {
      delivery: {
        ...deliveryView(found),
        attempts: found.attemptLog.map((a) => ({
          attempt: a.attempt,
          started_at: iso(a.started_at),
          finished_at: iso(a.finished_at),
          outcome: a.outcome,
          status_code: a.status_code,
          error: a.error,
        })),
      },
    });
  });

  return app;
}

function deliveryView(d: Awaited<ReturnType<typeof listWebhookDeliveries>>[number]) {
  return {
    delivery_id: d.deliveryId,
    message_id: d.messageId,
    type: d.type,
    status: d.status,
    attempt_count: d.attempts,
    next_attempt_at: iso(d.nextAttemptAt),
    last_error: d.lastError,
    created_at: iso(d.createdAt),
    finished_at: iso(d.finishedAt),
  };
}
