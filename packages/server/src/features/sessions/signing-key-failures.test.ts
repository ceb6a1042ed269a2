import { decodeProtectedHeader } from 'jose';
import { type KyselyPlugin, SelectQueryNode, TableNode } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

/** A database whose first read of the signing keys fails, as a dropped connection would. */
function failingFirstKeyRead(): KyselyPlugin {
  let failed = false;
  return {
    transformQuery: (args) => {
      const from = SelectQueryNode.is(args.node) ? args.node.from?.froms[0] : undefined;
      if (!failed && from && TableNode.is(from) && from.table.identifier.name === 'signing_keys') {
        failed = true;
        throw new Error('connection lost');
      }
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/**
 * The signing keys are read once per process and kept. A failure while reading them must not be
 * kept (one dropped connection at start-up would break every session check until a restart), nor
 * be mistaken for a bad JWT (the client would sign its user out instead of trying again).
 */
describe('sessions: the signing keys on a failing database and a second server', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  /** POST /sessions/authenticate with `credentials`, on an app whose first signing-key read fails. */
  function checkOnFailingDatabase(credentials: { sessionToken?: string; sessionJwt?: string }) {
    const app = createApp({ ...t.deps, db: t.deps.db.withPlugin(failingFirstKeyRead()), log: () => {} });
    const password = credentials.sessionToken ?? testProjectConfig.public_token;
    return () =>
      app.request('/sdk/v1/sessions/authenticate', {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${testProjectConfig.public_token}:${password}`).toString('base64')}`,
          origin: 'https://host.example',
          'content-type': 'application/json',
        },
        body: JSON.stringify(credentials.sessionJwt ? { session_jwt: credentials.sessionJwt } : {}),
      });
  }

  it('answers 500 to the check that hit the failure and signs the next one', async () => {
    const { session_token: sessionToken } = await signInNewUser(t.deps, t.project);
    const check = checkOnFailingDatabase({ sessionToken });

    expect((await check()).status).toBe(500);
    const next = await check();
    expect(next.status).toBe(200);
    const { session_jwt: jwt } = (await next.json()) as { session_jwt: string };
    const published = (await (await t.app.request('/.well-known/jwks.json')).json()) as { keys: { kid: string }[] };
    expect(published.keys.map((key) => key.kid)).toContain(decodeProtectedHeader(jwt).kid);
  });

  it('answers 500, not invalid_session_jwt, to a good JWT checked while the database fails', async () => {
    const { session_jwt: sessionJwt } = await signInNewUser(t.deps, t.project);
    const check = checkOnFailingDatabase({ sessionJwt });

    const failed = await check();
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { error_type: string }).error_type).not.toBe('invalid_session_jwt');
    expect((await check()).status).toBe(200);
  });

  it('signs with the key another server on the database created, publishing one key', async () => {
    const first = await signInNewUser(t.deps, t.project);
    // Its own database handle: a second process, with nothing read yet.
    const second = createApp({
      ...t.deps,
      db: t.deps.db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => a.result }),
    });
    const res = await second.request('/sdk/v1/sessions/authenticate', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${testProjectConfig.public_token}:${first.session_token}`).toString('base64')}`,
        origin: 'https://host.example',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const { session_jwt: jwt } = (await res.json()) as { session_jwt: string };
    expect(decodeProtectedHeader(jwt).kid).toBe(decodeProtectedHeader(first.session_jwt).kid);
    const published = (await (await second.request('/.well-known/jwks.json')).json()) as { keys: unknown[] };
    expect(published.keys).toHaveLength(1);
  });
});
