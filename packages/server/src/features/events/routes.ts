import { EventsRequest, OkResponse } from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_EVENTS_RETENTION_DAYS } from '../../config/events-settings.ts';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { clientAddress } from '../../security/client-address.ts';
import { enforceClientLimit } from '../../security/client-limit.ts';
import { type EventRow, insertEvents } from '../../store/events.ts';
import { newId } from '../../tokens.ts';
import { createEventPruner } from './retention.ts';

/**
 * The most one event's details may weigh once serialized. The 64 KB body limit bounds a batch; this
 * bounds each row, so a page cannot pour one huge blob per event into the table.
 */
export const MAX_EVENT_DETAILS_BYTES = 4 * 1024;

const logEvents = sdkRoute('events', {
  tag: 'Events',
  summary: 'Stores a batch of SDK events (at most 100; each event’s details at most 4 KB of JSON)',
  body: EventsRequest,
  response: OkResponse,
  errors: ['bad_request', 'payload_too_large', 'too_many_requests'],
});

/**
 * SDK routes of events: what the widget logs about itself (docs/behaviour.md#calls). Each client address may store
 * a limited number of events per hour (every event of a batch counts), and events older than the
 * retention period are pruned as new ones arrive (retention.ts).
 */
export function eventRoutes(deps: AppDeps) {
  const limit = (deps.config.clientLimits ?? DEFAULT_CLIENT_LIMITS).events;
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  const pruner = createEventPruner(deps, deps.config.eventsRetentionDays ?? DEFAULT_EVENTS_RETENTION_DAYS);
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(logEvents, async (c) => {
    const { events } = c.req.valid('json');
    await enforceClientLimit(deps, {
      scope: 'events',
      clientAddress: clientAddress(c, trustedProxies),
      rule: limit,
      cost: events.length,
      message: 'too_many_requests.events',
    });
    const projectId = c.get('project').projectId;
    const environment = c.get('project').environment;
    const origin = c.req.header('origin') ?? null;
    const receivedAt = deps.clock.now();
    const rows: EventRow[] = events.map((event, index) => {
      const details = JSON.stringify(event.details);
      if (Buffer.byteLength(details, 'utf8') > MAX_EVENT_DETAILS_BYTES) {
        throw new ApiError(
          'bad_request',
          `The request is not valid. events.${index}.details: larger than ${MAX_EVENT_DETAILS_BYTES} bytes of JSON.`,
        );
      }
      return {
        event_id: newId('event', environment),
        project_id: projectId,
        name: event.name,
        details,
        instance_id: event.instance_id,
        occurred_at: Date.parse(event.timestamp),
        received_at: receivedAt,
        origin,
      };
    });
    await insertEvents(deps.db, rows);
    await pruner.maybePrune();
    return ok(c);
  });
}
