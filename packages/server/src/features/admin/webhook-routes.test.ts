import { Webhook } from 'svix';
import { afterEach, describe, expect, it } from 'vitest';
import { startQueueWorker } from '../../queue/worker.ts';
import { createAdminTestContext } from '../../testing/admin.ts';
import { testProjectConfig } from '../../testing/test-context.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { syncConfigWebhooks } from '../webhooks/config-webhooks.ts';
import { webhookDeliveryJob } from '../webhooks/delivery-job.ts';
import { generateWebhookSecret } from '../webhooks/secrets.ts';

const PROJECT = `/projects/${testProjectConfig.project_id}`;

describe('the admin API’s webhooks', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0)) await close();
  });

  it('lets developers add, rotate, turn off and delete endpoints, viewers read them and their deliveries, and never shows a secret twice', async () => {
    const receiver = await startWebhookReceiver([500]);
    cleanup.push(receiver.close);
    const t = await createAdminTestContext({ config: { mode: 'development' } });
    cleanup.push(() => t.close());
    const worker = startQueueWorker(t.deps, { kinds: [webhookDeliveryJob(t.deps)], timer: false });

    // Roles: viewer and support read at most; a developer configures.
    for (const role of ['viewer', 'support'] as const) {
      const refused = await t.admin(`${PROJECT}/webhooks`, { token: t.tokens[role], body: { url: receiver.url } });
      expect([refused.status, refused.body.error_type]).toEqual([403, 'operator_permission_denied']);
    }
    // Refused URLs and events, each saying what is wrong.
    const bad = async (body: unknown) =>
      (await t.admin(`${PROJECT}/webhooks`, { token: t.tokens.developer, body })).body;
    expect((await bad({ url: 'http://hooks.example.com/foyer' })).error_type).toBe('webhook_url_not_allowed');
    expect((await bad({ url: 'https://10.1.2.3/foyer' })).error_type).toBe('webhook_url_not_allowed');
    const wrongEvent = await bad({ url: 'https://hooks.example.com/foyer', events: ['user.exploded'] });
    expect([wrongEvent.error_type, wrongEvent.error_message]).toEqual(['bad_request', expect.stringMatching(/events/)]);

    const created = await t.admin(`${PROJECT}/webhooks`, {
      token: t.tokens.developer,
      body: { url: receiver.url, events: ['user.created'] },
    });
    expect(created.status).toBe(200);
    const firstSecret = created.body.secret as string;
    expect(firstSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const endpointId = created.body.webhook.endpoint_id as string;
    const listed = await t.admin(`${PROJECT}/webhooks`, { token: t.tokens.viewer });
    expect(listed.body.webhooks).toEqual([
      expect.objectContaining({
        endpoint_id: endpointId,
        url: receiver.url,
        events: ['user.created'],
        source: 'database',
        status: 'enabled',
        secrets: [expect.objectContaining({ last_four: firstSecret.slice(-4), expires_at: null })],
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(firstSecret.slice(6, 30));
    const audit = await t.deps.db.selectFrom('audit_log').select(['action', 'changes']).execute();
    expect(audit.map((a) => a.changes ?? '').join()).not.toContain(firstSecret.slice(6, 30));

    // A failed delivery: listed with its attempt, the endpoint's status code, and when it is tried again.
    const user = await t.backend('/users', { email: 'ada@example.com' });
    await worker.runNow();
    const deliveries = await t.admin(`${PROJECT}/webhooks/${endpointId}/deliveries`, { token: t.tokens.viewer });
    expect(deliveries.body.deliveries).toEqual([
      expect.objectContaining({
        type: 'user.created',
        status: 'pending',
        attempt_count: 1,
        last_error: 'the endpoint answered HTTP 500',
        next_attempt_at: expect.any(String),
      }),
    ]);
    const deliveryId = deliveries.body.deliveries[0].delivery_id as string;
    const detail = await t.admin(`${PROJECT}/webhooks/${endpointId}/deliveries/${deliveryId}`, {
      token: t.tokens.viewer,
    });
    expect(detail.body.delivery.attempts).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'retry', status_code: 500 }),
    ]);

    // A rotation: the new secret signs from now, the old one beside it for 24 hours.
    const rotated = await t.admin(`${PROJECT}/webhooks/${endpointId}/secrets`, { token: t.tokens.developer, body: {} });
    const secondSecret = rotated.body.secret as string;
    const secrets = (await t.admin(`${PROJECT}/webhooks`)).body.webhooks[0].secrets as { expires_at: string | null }[];
    expect(secrets.map((s) => s.expires_at === null)).toEqual([true, false]);
    t.clock.advance(6_000);
    await worker.runNow();
    const retried = receiver.received[1];
    if (!retried) throw new Error('no retry');
    for (const secret of [firstSecret, secondSecret]) {
      new Webhook(secret).verify(retried.body, retried.headers as Record<string, string>);
    }
    expect(JSON.parse(retried.body).data.user_id).toBe(user.body.user_id);
    const done = await t.admin(`${PROJECT}/webhooks/${endpointId}/deliveries/${deliveryId}`);
    expect(done.body.delivery).toMatchObject({ status: 'done', attempt_count: 2, next_attempt_at: null });
    expect(done.body.delivery.attempts.map((a: { outcome: string }) => a.outcome)).toEqual(['retry', 'ok']);

    // Off and on again; a config-file endpoint only that.
    const off = await t.admin(`${PROJECT}/webhooks/${endpointId}`, { method: 'PATCH', body: { enabled: false } });
    expect(off.body.webhook).toMatchObject({ status: 'disabled', disabled_reason: 'disabled by an operator' });
    const on = await t.admin(`${PROJECT}/webhooks/${endpointId}`, { method: 'PATCH', body: { enabled: true } });
    expect(on.body.webhook).toMatchObject({ status: 'enabled', disabled_reason: null });
    await syncConfigWebhooks(t.deps, {
      project_id: testProjectConfig.project_id,
      webhooks: [{ url: 'https://hooks.example.com/from-config', secret: generateWebhookSecret() }],
    });
    const fromConfig = (await t.admin(`${PROJECT}/webhooks`)).body.webhooks.find(
      (w: { source: string }) => w.source === 'config',
    );
    for (const call of [
      { method: 'PATCH', body: { url: 'https://hooks.example.com/elsewhere' } },
      { method: 'DELETE' },
    ]) {
      const refused = await t.admin(`${PROJECT}/webhooks/${fromConfig.endpoint_id}`, call);
      expect([refused.status, refused.body.error_type]).toEqual([409, 'webhook_endpoint_managed_by_config']);
    }

    const removed = await t.admin(`${PROJECT}/webhooks/${endpointId}`, { method: 'DELETE', token: t.tokens.developer });
    expect(removed.status).toBe(200);
    const gone = await t.admin(`${PROJECT}/webhooks/${endpointId}/deliveries`);
    expect([gone.status, gone.body.error_type]).toEqual([404, 'webhook_endpoint_not_found']);
    const missing = await t.admin(`${PROJECT}/webhooks/${fromConfig.endpoint_id}/deliveries/job-nope`);
    expect([missing.status, missing.body.error_type]).toEqual([404, 'webhook_delivery_not_found']);
  });
});
