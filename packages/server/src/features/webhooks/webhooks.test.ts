import { Webhook } from 'svix';
import { afterEach, describe, expect, it } from 'vitest';
import { startQueueWorker } from '../../queue/worker.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { syncConfigWebhooks } from './config-webhooks.ts';
import { webhookDeliveryJob } from './delivery-job.ts';
import { generateWebhookSecret } from './secrets.ts';

const PASSWORD = 'violet-harbour-tangent-47';

type Delivered = { type: string; timestamp: string; data: Record<string, unknown> };

/** Svix's own verifier (it throws on a bad signature or a stale timestamp), then the parsed body. */
function verifiedBySvix(secret: string, delivery: { body: string; headers: Record<string, unknown> } | undefined) {
  if (!delivery) throw new Error('no delivery');
  new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
  return JSON.parse(delivery.body) as Delivered;
}
const DAY = 86_400_000;

describe('webhooks', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0)) await close();
  });

  async function setUp(options: {
    mode: 'development' | 'production';
    resolve?: Parameters<typeof webhookDeliveryJob>[1];
  }) {
    const t: TestContext = await createTestContext({ config: { mode: options.mode } });
    cleanup.push(() => t.close());
    const worker = () =>
      startQueueWorker(t.deps, { kinds: [webhookDeliveryJob(t.deps, options.resolve)], timer: false });
    return { t, worker };
  }

  const attemptsOf = (t: TestContext) =>
    t.deps.db
      .selectFrom('job_attempts as a')
      .innerJoin('jobs as j', 'j.job_id', 'a.job_id')
      .select(['j.subject_id', 'a.attempt', 'a.outcome', 'a.status_code', 'a.error'])
      .orderBy('a.started_at')
      .orderBy('a.attempt')
      .execute();

  it('signs a delivery as Standard Webhooks (Svix verifies it with each live secret), retries a 500 with the same webhook-id, and a restarted instance delivers what the old one left', async () => {
    const receiver = await startWebhookReceiver([500]);
    cleanup.push(receiver.close);
    const { t, worker } = await setUp({ mode: 'development' });
    // A rotation in progress: two secrets, each delivery signed with both.
    const [oldSecret, newSecret] = [generateWebhookSecret(), generateWebhookSecret()];
    await syncConfigWebhooks(t.deps, {
      project_id: testProjectConfig.project_id,
      webhooks: [{ url: receiver.url, secret: [oldSecret, newSecret], events: ['user.created'] }],
    });

    const created = await t.backend('/users', { email: 'ada@example.com' });
    expect(created.status).toBe(200);
    const first = worker();
    expect(await first.runNow()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [failed] = receiver.received;
    const headers = failed?.headers as Record<string, string>;
    expect(headers['webhook-id']).toMatch(/^msg_/);
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const secret of [oldSecret, newSecret]) {
      expect(verifiedBySvix(secret, failed)).toEqual({
        type: 'user.created',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: { user_id: created.body.user_id, status: 'active', created_at: expect.any(String) },
      });
    }
    // A secret that is not the endpoint's does not verify.
    expect(() => verifiedBySvix(generateWebhookSecret(), failed)).toThrow(/signature/i);

    // The instance stops before its retry is due (a restart); a new one on the same database sends it.
    await first.stop();
    t.clock.advance(4_000);
    const restarted = worker();
    expect(await restarted.runNow()).toBe(0); // 5 s have not passed yet
    t.clock.advance(1_600);
    expect(await restarted.runNow()).toBe(1);
    const retried = receiver.received[1];
    expect(retried?.headers['webhook-id']).toBe(headers['webhook-id']);
    expect(retried?.body).toBe(failed?.body);
    expect(verifiedBySvix(newSecret, retried).type).toBe('user.created');
    expect((await attemptsOf(t)).map((a) => [a.attempt, a.outcome, a.status_code])).toEqual([
      [1, 'retry', 500],
      [2, 'ok', 200],
    ]);
    expect(await restarted.runNow()).toBe(0);
    expect(receiver.received).toHaveLength(2);
  });

  it('emits each event type in the transaction of its change, with its data', async () => {
    const receiver = await startWebhookReceiver();
    cleanup.push(receiver.close);
    const { t, worker } = await setUp({ mode: 'development' });
    const secret = generateWebhookSecret();
    await syncConfigWebhooks(t.deps, {
      project_id: testProjectConfig.project_id,
      webhooks: [{ url: receiver.url, secret }],
    });
    const deliverAll = async () => {
      const before = receiver.received.length;
      await worker().runNow();
      return receiver.received.slice(before).map((r) => verifiedBySvix(secret, r));
    };

    const signUp = await t.sdk('/passwords', { email: 'ada@example.com', password: PASSWORD });
    expect(signUp.status).toBe(200);
    const userId = signUp.body.user_id as string;
    const sessionId = signUp.body.session.session_id as string;
    const emailId = signUp.body.user.emails[0].email_id as string;
    const types = (events: { type: string }[]) => events.map((e) => e.type).sort();
    const signUpEvents = await deliverAll();
    expect(types(signUpEvents)).toEqual(['factor.added', 'password.changed', 'session.created', 'user.created']);
    expect(signUpEvents.find((e) => e.type === 'factor.added')?.data).toEqual({
      user_id: userId,
      factor: { type: 'email', id: emailId, value: 'ada@example.com' },
    });
    expect(signUpEvents.find((e) => e.type === 'session.created')?.data).toMatchObject({
      session_id: sessionId,
      user_id: userId,
      authentication_factors: [expect.objectContaining({ type: 'password' })],
    });

    expect((await t.backend(`/users/${userId}`, { name: { first_name: 'Ada' } }, { method: 'PUT' })).status).toBe(200);
    expect((await t.backend('/sessions/revoke', { session_id: sessionId })).status).toBe(200);
    expect((await t.backend(`/users/emails/${emailId}`, undefined, { method: 'DELETE' })).status).toBe(200);
    const changes = await deliverAll();
    expect(types(changes)).toEqual(['factor.removed', 'session.revoked', 'user.updated']);
    expect(changes.find((e) => e.type === 'session.revoked')?.data).toMatchObject({
      session_id: sessionId,
      user_id: userId,
    });
    expect(changes.find((e) => e.type === 'factor.removed')?.data).toEqual({
      user_id: userId,
      factor: { type: 'email', id: emailId },
    });

    expect((await t.backend(`/users/${userId}`, undefined, { method: 'DELETE' })).status).toBe(200);
    expect(await deliverAll()).toEqual([
      {
        type: 'user.deleted',
        timestamp: expect.any(String),
        data: { user_id: userId, deleted_at: expect.any(String) },
      },
    ]);
    // A refused change emits nothing: deleting the user again is a 404, and no delivery is queued.
    expect((await t.backend(`/users/${userId}`, undefined, { method: 'DELETE' })).status).toBe(404);
    expect(await t.deps.db.selectFrom('jobs').select('job_id').where('status', '=', 'pending').execute()).toEqual([]);
  });

  it('refuses private addresses in production at delivery (a name looked up once, literals never) and disables an endpoint failing for 5 days', async () => {
    const lookups: string[] = [];
    const answers: Record<string, string> = { 'hooks.example.com': '10.0.0.7' };
    const { t, worker } = await setUp({
      mode: 'production',
      resolve: {
        resolve: async (host) => {
          lookups.push(host);
          return [{ address: answers[host] ?? '127.0.0.1', family: 4 }];
        },
        timeoutMs: 2_000,
      },
    });
    const receiver = await startWebhookReceiver();
    cleanup.push(receiver.close);
    const urls = [
      'https://hooks.example.com/foyer', // resolves to a private address
      receiver.url, // http, and loopback: development only
      'https://169.254.169.254/latest/meta-data', // cloud metadata
      'https://[::ffff:127.0.0.1]/x', // loopback in IPv4-mapped IPv6 form
    ];
    await syncConfigWebhooks(t.deps, {
      project_id: testProjectConfig.project_id,
      webhooks: urls.map((url) => ({ url, secret: generateWebhookSecret(), events: ['user.created' as const] })),
    });
    await t.backend('/users', { email: 'ada@example.com' });
    expect(await worker().runNow()).toBe(4);
    expect(receiver.received).toEqual([]);
    expect((await attemptsOf(t)).map((a) => a.error).sort()).toEqual([
      'refused: 169.254.169.254 resolves to 169.254.169.254, not a public address',
      'refused: ::ffff:7f00:1 resolves to ::ffff:7f00:1, not a public address',
      'refused: a webhook URL must use https',
      'refused: hooks.example.com resolves to 10.0.0.7, not a public address',
    ]);
    expect(lookups).toEqual(['hooks.example.com']); // IP literals need no lookup

    // Five days of failures later, the next failed delivery disables the endpoint, saying why;
    // its waiting retries then fail without being sent.
    t.clock.advance(5 * DAY);
    await t.backend('/users', { email: 'grace@example.com' });
    await worker().runNow();
    const endpoints = await t.deps.db
      .selectFrom('webhook_endpoints')
      .select(['url', 'disabled_at', 'disabled_reason'])
      .execute();
    for (const endpoint of endpoints) {
      expect(endpoint.disabled_at).not.toBeNull();
      expect(endpoint.disabled_reason).toMatch(/^every delivery failed since \d{4}-.*Z; last: refused/);
    }
    const statuses = await t.deps.db.selectFrom('jobs').select('status').execute();
    expect(statuses.every((s) => s.status === 'failed')).toBe(true);
    // A disabled endpoint is not sent new events at all.
    await t.backend('/users', { email: 'linus@example.com' });
    expect(await t.deps.db.selectFrom('jobs').select('job_id').where('status', '=', 'pending').execute()).toEqual([]);
  });
});
