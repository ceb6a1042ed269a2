import type { AddressInfo } from 'node:net';
import {
  createTestContext,
  generateWebhookSecret,
  startQueueWorker,
  startWebhookReceiver,
  syncConfigWebhooks,
  testProjectConfig,
  webhookDeliveryJob,
} from '@foyer/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookReceiver } from '../examples/webhooks.ts';
import { type FoyerWebhookEvent, verifyWebhook, type WebhookRefusal } from '../src/index.ts';

describe('verifyWebhook', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0)) await close();
  });

  it("accepts Foyer's real deliveries (the README's receiver among them) and refuses tampered, stale, unsigned or foreign ones", async () => {
    const t = await createTestContext({ config: { mode: 'development' } });
    cleanup.push(() => t.close());
    const [oldSecret, newSecret] = [generateWebhookSecret(), generateWebhookSecret()];
    // The README's receiver, with the new secret only, on a real socket.
    const events: FoyerWebhookEvent[] = [];
    const server = webhookReceiver(newSecret, (event) => events.push(event));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    const readmeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/foyer`;
    // A second endpoint that keeps the raw deliveries, to tamper with them.
    const capture = await startWebhookReceiver();
    cleanup.push(capture.close);
    await syncConfigWebhooks(t.deps, {
      project_id: testProjectConfig.project_id,
      webhooks: [
        { url: readmeUrl, secret: [oldSecret, newSecret] },
        { url: capture.url, secret: [oldSecret, newSecret] },
      ],
    });

    const created = await t.backend('/users', { email: 'ada@example.com' });
    await startQueueWorker(t.deps, { kinds: [webhookDeliveryJob(t.deps)], timer: false }).runNow();
    expect(events.map((e) => e.type).sort()).toEqual(['factor.added', 'user.created']);
    expect(events.find((e) => e.type === 'user.created')?.data).toMatchObject({ user_id: created.body.user_id });

    const delivery = capture.received.find((r) => r.body.includes('"user.created"'));
    if (!delivery) throw new Error('no user.created delivery');
    const headers = delivery.headers as Record<string, string>;
    const refusal = (run: () => unknown): WebhookRefusal | 'accepted' => {
      try {
        run();
        return 'accepted';
      } catch (error) {
        return (error as { reason: WebhookRefusal }).reason;
      }
    };
    expect(verifyWebhook(delivery.body, new Headers(headers), oldSecret).type).toBe('user.created');
    expect(refusal(() => verifyWebhook(delivery.body, headers, [generateWebhookSecret(), newSecret]))).toBe('accepted');
    expect(refusal(() => verifyWebhook(delivery.body, headers, generateWebhookSecret()))).toBe('no_matching_signature');
    expect(
      refusal(() => verifyWebhook(delivery.body.replace('user.created', 'user.deleted'), headers, newSecret)),
    ).toBe('no_matching_signature');
    const replayedId = { ...headers, 'webhook-id': 'msg_other' };
    expect(refusal(() => verifyWebhook(delivery.body, replayedId, newSecret))).toBe('no_matching_signature');
    const sixMinutesOn = () => Number(headers['webhook-timestamp']) * 1000 + 360_000;
    expect(refusal(() => verifyWebhook(delivery.body, headers, newSecret, { now: sixMinutesOn }))).toBe(
      'timestamp_out_of_tolerance',
    );
    expect(refusal(() => verifyWebhook(delivery.body, { 'webhook-id': headers['webhook-id'] }, newSecret))).toBe(
      'missing_headers',
    );
    expect(refusal(() => verifyWebhook(delivery.body, headers, 'not-a-secret'))).toBe('invalid_secret');

    // The README's receiver answers a forged delivery 400 with the reason, and records nothing.
    const forged = await fetch(readmeUrl, {
      method: 'POST',
      headers,
      body: delivery.body.replace('user.created', 'user.deleted'),
    });
    expect([forged.status, await forged.text()]).toEqual([400, 'no_matching_signature']);
    expect(events).toHaveLength(2);
  });
});
