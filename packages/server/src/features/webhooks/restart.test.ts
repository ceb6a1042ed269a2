import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'svix';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../../clock.ts';
import { loadConfig } from '../../config/env.ts';
import { type RunningServer, startServer } from '../../server.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { generateWebhookSecret } from './secrets.ts';

const PROJECT = {
  project_id: 'project-live-hooks',
  public_token: 'public-token-live-hooks',
  secret: `secret-live-hooks-${'x'.repeat(40)}`,
  authorized_origins: ['https://hooks.example'],
};

describe('webhooks across a restart of the real server', () => {
  const cleanup: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  it('delivers from the config file’s endpoint, and a server started again on the same data folder sends the retry the first one left', async () => {
    const receiver = await startWebhookReceiver([500]);
    cleanup.push(receiver.close);
    const folder = mkdtempSync(join(tmpdir(), 'foyer-webhooks-restart-'));
    cleanup.push(() => rmSync(folder, { recursive: true, force: true }));
    const secret = generateWebhookSecret();
    const webhooks = [{ url: receiver.url, secret, events: ['user.created'] }];
    writeFileSync(join(folder, 'foyer.config.json'), JSON.stringify({ projects: [{ ...PROJECT, webhooks }] }));
    const env = {
      PORT: '0',
      FOYER_CONFIG: 'foyer.config.json',
      FOYER_SECRETS_KEY: randomBytes(32).toString('base64'),
      FOYER_TEST_CLOCK: '1',
    };
    let server: RunningServer | undefined = await startServer(loadConfig(env, folder), () => {});
    cleanup.push(() => server?.close({ idleDrainMs: 0 }));

    const created = await fetch(`${server.url}/v1/users`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PROJECT.project_id}:${PROJECT.secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    const userId = ((await created.json()) as { user_id: string }).user_id;
    // The server's own queue loop sends it within its poll; the receiver answers 500.
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    await server.close({ idleDrainMs: 0 });
    server = undefined;

    server = await startServer(loadConfig(env, folder), () => {});
    (server.deps.clock as AdjustableClock).advance(6_000); // past the first retry's 5 s (+10%)
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
    const [first, retry] = receiver.received;
    expect(retry?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    new Webhook(secret).verify(retry?.body ?? '', retry?.headers as Record<string, string>);
    expect(JSON.parse(retry?.body ?? '{}')).toMatchObject({ type: 'user.created', data: { user_id: userId } });
  });
});
