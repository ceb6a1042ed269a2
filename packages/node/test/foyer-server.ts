import type { AddressInfo } from 'node:net';
import { createTestContext, signInNewUser, type TestContext, testProjectConfig } from '@foyer/server/testing';
import { serve } from '@hono/node-server';
import { createFoyer, type Foyer } from '../src/index.ts';

/** The issuer test contexts sign with (their configured public URL, not the loopback address). */
export const TEST_ISSUER = 'https://auth.host.example';
const ORIGIN = testProjectConfig.authorized_origins[0] as string;

/** What a browser holds after signing in: the SDK's two cookies, from the server's answer. */
export interface BrowserSession {
  userId: string;
  sessionId: string;
  sessionToken: string;
  sessionJwt: string;
  /** The Cookie header that browser sends to the host's backend. */
  cookie: string;
}

interface SignUpAnswer {
  user_id: string;
  session: { session_id: string };
  session_token: string;
  session_jwt: string;
}

/**
 * A real Foyer server (the test app on a fresh database, over a real socket on a loopback port)
 * and a @foyer/node client for its project.
 */
export async function startFoyer() {
  const t: TestContext = await createTestContext();
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const foyer: Foyer = createFoyer({
    projectId: testProjectConfig.project_id,
    secret: testProjectConfig.secret,
    baseUrl,
    issuer: TEST_ISSUER,
    now: () => t.clock.now(),
  });

  /** Signs a new user up through the SDK's password route, as the widget in a browser would. */
  async function signIn(): Promise<BrowserSession> {
    const publicToken = testProjectConfig.public_token;
    const response = await fetch(`${baseUrl}/sdk/v1/passwords`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${publicToken}:${publicToken}`)}`,
        origin: ORIGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: `user-${crypto.randomUUID()}@host.example`,
        password: `correct horse battery ${crypto.randomUUID()}`,
      }),
    });
    const body = (await response.json()) as SignUpAnswer;
    if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${JSON.stringify(body)}`);
    return {
      userId: body.user_id,
      sessionId: body.session.session_id,
      sessionToken: body.session_token,
      sessionJwt: body.session_jwt,
      cookie: `stytch_session=${encodeURIComponent(body.session_token)}; stytch_session_jwt=${encodeURIComponent(body.session_jwt)}`,
    };
  }

  /**
   * The newest message to an address, as its reader would see it: the test server keeps mail in
   * its outbox table rather than sending it.
   */
  async function newestMessageTo(to: string): Promise<{ code: string | null; links: string[] }> {
    const row = await t.deps.db
      .selectFrom('outbox')
      .select(['code', 'links'])
      .where('to_address', '=', to)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row) throw new Error(`no message to ${to}`);
    return { code: row.code, links: JSON.parse(row.links) as string[] };
  }

  /**
   * A browser whose session has a second factor: an email link, then a passkey right after (made
   * through the server's test helper; features/mfa tests the real routes that add factors).
   */
  async function signInWithSecondFactor(): Promise<BrowserSession> {
    const secondFactor = { type: 'webauthn', delivery_method: 'webauthn_registration' } as const;
    const signedIn = await signInNewUser(t.deps, t.project, { secondFactor });
    const { session_token, session_jwt } = signedIn;
    return {
      userId: signedIn.user_id,
      sessionId: signedIn.session.session_id,
      sessionToken: session_token,
      sessionJwt: session_jwt,
      cookie: `stytch_session=${encodeURIComponent(session_token)}; stytch_session_jwt=${encodeURIComponent(session_jwt)}`,
    };
  }

  return {
    t,
    baseUrl,
    newestMessageTo,
    signInWithSecondFactor,
    foyer,
    signIn,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await t.close();
    },
  };
}

export type FoyerUnderTest = Awaited<ReturnType<typeof startFoyer>>;
