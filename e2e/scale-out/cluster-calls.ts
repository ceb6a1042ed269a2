import type { Cluster } from './cluster.ts';
import { TEST_ORIGIN } from './cluster.ts';
import { type Answer, basic, type CallOptions, call } from './http.ts';

/**
 * The calls the scale-out tests make through the cluster's nginx (or, with `base`, straight to one
 * instance): the SDK and backend APIs with the project's credentials, a passcode sign-in as the
 * widget does it, and which instance nginx says answered. `cluster` is read at call time (beforeAll
 * starts it).
 */
export function clusterCalls(current: () => Cluster) {
  const sdk = (path: string, json: unknown, options: CallOptions & { base?: string } = {}) =>
    call(`${options.base ?? current().url}/sdk/v1${path}`, {
      ...options,
      json,
      headers: {
        authorization: basic(current().project.public_token, current().project.public_token),
        origin: TEST_ORIGIN,
        ...options.headers,
      },
    });
  const backend = (path: string, json: unknown, options: CallOptions & { base?: string } = {}) =>
    call(`${options.base ?? current().url}/v1${path}`, {
      ...options,
      json,
      headers: { authorization: basic(current().project.project_id, current().project.secret) },
    });
  const checkSession = (sessionToken: string, options: CallOptions & { base?: string } = {}) =>
    backend('/sessions/authenticate', { session_token: sessionToken }, options);

  /**
   * The passcode mailed to `email`: mail leaves through the durable queue once the send has
   * answered, so it is awaited (a few milliseconds, at most the queue's 1 s poll), not assumed. A
   * code committed just before a database outage leaves after it: callers then allow longer.
   */
  const mailedCode = async (email: string, withinMs = 10_000) => {
    for (const deadline = Date.now() + withinMs; Date.now() < deadline; ) {
      const mail = current()
        .mail.filter((m) => m.to === email)
        .at(-1);
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no passcode was mailed to ${email}`);
  };

  /** An email passcode sign-in through nginx, as the widget does it. */
  async function signIn(email: string, options: CallOptions & { base?: string } = {}): Promise<Answer> {
    const sent = await sdk('/otps/email/login_or_create', { email }, options);
    if (sent.status !== 200) return sent;
    return sdk(
      '/otps/authenticate',
      { method_id: sent.body.method_id, token: await mailedCode(email), session_duration_minutes: 60 },
      options,
    );
  }

  /**
   * Which instance (`127.0.0.1:port`) answered each request nginx logged since `mark` (a count of
   * log lines). nginx writes a line just after the answer leaves, so it is awaited, not assumed.
   */
  async function answeredSince(mark: number, count: number) {
    for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
      const logged = current().nginx.upstreams();
      if (logged.length >= mark + count) return logged.slice(mark, mark + count).map((entry) => entry.upstream);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`nginx logged fewer than ${count} requests`);
  }
  const logMark = () => current().nginx.upstreams().length;
  const instanceAddresses = () =>
    current()
      .instances.map((instance) => instance.address)
      .sort();

  return { sdk, backend, checkSession, mailedCode, signIn, answeredSince, logMark, instanceAddresses };
}
