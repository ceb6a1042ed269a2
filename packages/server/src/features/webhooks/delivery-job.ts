import type { AppDeps } from '../../deps.ts';
import { defineJobKind } from '../../queue/job-kind.ts';
import { WEBHOOK_DELIVERY_JOB, type WebhookDeliveryPayload } from '../../store/webhook-events.ts';
import {
  disableWebhookEndpoint,
  findWebhookEndpoint,
  liveWebhookSecrets,
  recordWebhookFailure,
  recordWebhookSuccess,
} from '../../store/webhooks.ts';
import { checkDeliveryTarget, type ResolveHost, resolveHost } from './delivery-target.ts';
import { postWebhook } from './post-webhook.ts';
import { openWebhookSecret } from './secrets.ts';
import { signWebhook } from './signing.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Standard Webhooks' retry schedule (Svix's): after the first attempt, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_SCHEDULE = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
/** An endpoint whose deliveries have all failed for this long is disabled (Svix: 5 days). */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * HOUR;

/**
 * Delivers one event to one endpoint: signed with every live secret, POSTed to an address checked
 * and pinned now (SSRF guard), retried on Standard Webhooks' schedule with the same webhook-id after
 * a non-2xx answer, a refusal or 15 s without one. An endpoint failing for 5 days is disabled and
 * its waiting deliveries fail.
 */
export function webhookDeliveryJob(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'config'>,
  options: { resolve?: ResolveHost; timeoutMs?: number } = {},
) {
  return defineJobKind<WebhookDeliveryPayload>({
    kind: WEBHOOK_DELIVERY_JOB,
    schedule: WEBHOOK_RETRY_SCHEDULE,
    jitter: 0.1,
    async handle(job) {
      const { endpoint_id: endpointId, message_id: messageId, body } = job.payload;
      const endpoint = await findWebhookEndpoint(deps.db, endpointId);
      if (!endpoint) return { outcome: 'failed', error: 'the endpoint was deleted' };
      if (endpoint.disabledAt !== null) {
        return { outcome: 'failed', error: `the endpoint is disabled: ${endpoint.disabledReason ?? ''}`.trim() };
      }
      const now = deps.clock.now();
      const secrets = (await liveWebhookSecrets(deps.db, endpointId, now)).map((s) =>
        openWebhookSecret(deps.secrets, s),
      );
      if (secrets.length === 0) return { outcome: 'retry', error: 'the endpoint has no live secret to sign with' };

      let failure: { error: string; statusCode: number | null };
      const target = await checkDeliveryTarget(endpoint.url, {
        mode: deps.config.mode,
        resolve: options.resolve ?? resolveHost,
      });
      if (!target.ok) failure = { error: target.reason, statusCode: null };
      else {
        const timestamp = Math.floor(now / 1000);
        try {
          const status = await postWebhook(target, {
            body,
            timeoutMs: options.timeoutMs,
            headers: {
              'content-type': 'application/json',
              'user-agent': 'Foyer-Webhooks/1',
              'webhook-id': messageId,
              'webhook-timestamp': String(timestamp),
              'webhook-signature': signWebhook({ id: messageId, timestamp, body, secrets }),
            },
          });
          if (status >= 200 && status < 300) {
            await recordWebhookSuccess(deps.db, endpointId);
            return { outcome: 'ok', statusCode: status };
          }
          failure = { error: `the endpoint answered HTTP ${status}`, statusCode: status };
        } catch (error) {
          failure = { error: (error as Error).message, statusCode: null };
        }
      }
      const failingSince = await recordWebhookFailure(deps.db, endpointId, now);
      if (now - failingSince >= WEBHOOK_DISABLE_AFTER_MS) {
        const since = new Date(failingSince).toISOString();
        await disableWebhookEndpoint(
          deps.db,
          endpointId,
          `every delivery failed since ${since}; last: ${failure.error}`,
          now,
        );
        return { outcome: 'failed', ...failure };
      }
      return { outcome: 'retry', ...failure };
    },
  });
}
