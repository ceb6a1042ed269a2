import { afterEach, expect, it } from 'vitest';
import { startQueueWorker } from '../../queue/worker.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { stepOf, totpCodeAt } from '../../testing/totp.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { syncConfigWebhooks } from './config-webhooks.ts';
import { webhookDeliveryJob } from './delivery-job.ts';
import { generateWebhookSecret } from './secrets.ts';

/** A step boundary: the clock stands still here unless the test moves it. */
const STEP_ZERO = 30_000 * 60_000_000;

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

it('an authenticator app sends factor.added once confirmed (not at enrolment), factor.removed when a new one replaces it and when it is removed', async () => {
  const receiver = await startWebhookReceiver();
  cleanup.push(receiver.close);
  const t: TestContext = await createTestContext({ config: { mode: 'development' }, clock: { stoppedAt: STEP_ZERO } });
  cleanup.push(() => t.close());
  await syncConfigWebhooks(t.deps, {
    project_id: testProjectConfig.project_id,
    webhooks: [{ url: receiver.url, secret: generateWebhookSecret(), events: ['factor.added', 'factor.removed'] }],
  });
  const worker = startQueueWorker(t.deps, { kinds: [webhookDeliveryJob(t.deps)], timer: false });
  cleanup.push(() => worker.stop());
  const delivered = async () => {
    await worker.runNow();
    return receiver.received.splice(0).map((r) => JSON.parse(r.body) as { type: string; data: unknown });
  };

  const ada = await signInNewUser(t.deps, t.project, { email: 'ada@example.com' });
  const sessionToken = ada.session_token;
  await delivered(); // the sign-up's own factor.added (the email)
  const enrol = async () => (await t.sdk('/totps', {}, { sessionToken })).body;
  const confirm = async (secret: string) => {
    const code = totpCodeAt(secret, stepOf(t.clock.now()));
    expect((await t.sdk('/totps/authenticate', { totp_code: code }, { sessionToken })).status).toBe(200);
  };
  const event = (type: string, totpId: string) => ({
    type,
    data: { user_id: ada.user_id, factor: { type: 'totp', id: totpId } },
  });

  // Enrolling is not yet a factor: the QR code may never be scanned.
  const first = await enrol();
  expect(await delivered()).toEqual([]);
  await confirm(first.secret);
  expect(await delivered()).toEqual([expect.objectContaining(event('factor.added', first.totp_id))]);

  // A new app confirmed replaces the old one: the old one's removal and the new one's addition.
  t.clock.advance(30_000);
  const second = await enrol();
  expect(await delivered()).toEqual([]);
  await confirm(second.secret);
  // Delivered concurrently (one change, two jobs): in either order.
  const replaced = await delivered();
  expect(replaced).toHaveLength(2);
  expect(replaced).toEqual(
    expect.arrayContaining([
      expect.objectContaining(event('factor.removed', first.totp_id)),
      expect.objectContaining(event('factor.added', second.totp_id)),
    ]),
  );

  // The user removes it; an abandoned enrolment removed says nothing (it never was a factor).
  const removed = await t.sdk(`/users/totps/${second.totp_id}`, undefined, { sessionToken, method: 'DELETE' });
  expect(removed.status).toBe(200);
  expect(await delivered()).toEqual([expect.objectContaining(event('factor.removed', second.totp_id))]);
  const abandoned = await enrol();
  await t.sdk(`/users/totps/${abandoned.totp_id}`, undefined, { sessionToken, method: 'DELETE' });
  expect(await delivered()).toEqual([]);
});
