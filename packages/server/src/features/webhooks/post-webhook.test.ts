import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { postWebhook } from './post-webhook.ts';

describe('posting a delivery', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0)) await close();
  });

  it('connects to the address that was checked, never looking the name up again, and gives up on a receiver that does not answer in time', async () => {
    const receiver = await startWebhookReceiver([503]);
    cleanup.push(receiver.close);
    const port = new URL(receiver.url).port;
    // `.invalid` never resolves (RFC 6761): the request can only arrive through the pinned address.
    const pinned = (url: string) => ({
      ok: true as const,
      url: new URL(url),
      address: '127.0.0.1',
      family: 4 as const,
    });
    const status = await postWebhook(pinned(`http://rebinding.invalid:${port}/hook`), {
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
      body: '{"type":"user.created"}',
    });
    expect(status).toBe(503);
    expect(receiver.received[0]?.headers).toMatchObject({ host: `rebinding.invalid:${port}`, 'webhook-id': 'msg_1' });
    expect(receiver.received[0]?.body).toBe('{"type":"user.created"}');

    // A receiver that accepts the connection and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => silent.close(resolve)));
    silent.unref();
    const silentPort = (silent.address() as AddressInfo).port;
    const started = Date.now();
    await expect(
      postWebhook(pinned(`http://slow.invalid:${silentPort}/`), { headers: {}, body: '{}', timeoutMs: 300 }),
    ).rejects.toThrow('no answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.closeAllConnections();
  });
});
