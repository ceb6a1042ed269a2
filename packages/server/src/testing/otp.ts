import type { FoyerApp } from '../app.ts';
import { listOutboxMessages, type OutboxMessage } from '../store/outbox.ts';
import {
  type JsonBody,
  TEST_BROWSER_VERIFIER,
  TEST_ORIGIN,
  type TestContext,
  testProjectConfig,
  withBrowserPkce,
} from './test-context.ts';

export const PATHS = {
  email: '/otps/email/login_or_create',
  sms: '/otps/sms/login_or_create',
  whatsapp: '/otps/whatsapp/login_or_create',
  authenticate: '/otps/authenticate',
} as const;

/** The newest outbox message to an address or number. */
export async function newestMessageTo(t: TestContext, to: string): Promise<OutboxMessage> {
  const message = (await listOutboxMessages(t.deps.db)).find((m) => m.to === to);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/**
 * Runs `send` and answers the one message it put in the outbox for `to`. Unlike newestMessageTo it
 * cannot pick an earlier message: under a stopped clock two messages share a timestamp.
 */
export async function messageSentTo<T>(
  t: TestContext,
  to: string,
  send: () => Promise<T>,
): Promise<{ sent: T; message: OutboxMessage }> {
  const earlier = new Set((await listOutboxMessages(t.deps.db)).map((m) => m.messageId));
  const sent = await send();
  const message = (await listOutboxMessages(t.deps.db)).find((m) => m.to === to && !earlier.has(m.messageId));
  if (!message) throw new Error(`no new message to ${to}`);
  return { sent, message };
}

/** Sends a passcode the way the widget does; returns the method id and the code from the outbox. */
export async function sendCode(
  t: TestContext,
  channel: 'email' | 'sms' | 'whatsapp',
  to: string,
  extra: Record<string, unknown> = {},
): Promise<{ methodId: string; code: string }> {
  const body = channel === 'email' ? { email: to, ...extra } : { phone_number: to, ...extra };
  const res = await t.sdk(PATHS[channel], body);
  if (res.status !== 200) throw new Error(`send answered ${res.status} ${JSON.stringify(res.body)}`);
  const message = await newestMessageTo(t, to);
  if (!message.code) throw new Error('the message has no code');
  return { methodId: res.body.method_id, code: message.code };
}

/** A code of 6 digits that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/**
 * Calls the SDK API of `app` as a browser at `address` would, through a real socket address as
 * @hono/node-server supplies it (the env of app.request), optionally with extra headers.
 */
export async function sdkFrom(
  app: FoyerApp,
  path: string,
  body: unknown,
  options: { address: string; headers?: Record<string, string> },
): Promise<{ status: number; headers: Headers; body: JsonBody }> {
  const token = testProjectConfig.public_token;
  const response = await app.request(
    `/sdk/v1${path}`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        ...options.headers,
      },
      // PKCE fields as the SDK adds them (test-context.ts): the same test browser as `t.sdk`.
      body: JSON.stringify(withBrowserPkce(path, body, TEST_BROWSER_VERIFIER)),
    },
    { incoming: { socket: { remoteAddress: options.address } } },
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as JsonBody };
}
