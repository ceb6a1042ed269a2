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
 * The signing key is read once per process and kept. A failure while reading it must not be kept:
 * otherwise one dropped connection at start-up breaks every session check until a restart.
 */
describe('sessions: the signing key after a failed first read', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('answers 500 to the check that hit the failure and signs the next one', async () => {
    const { session_token: sessionToken } = await signInNewUser(t.deps, t.project);
    const app = createApp({ ...t.deps, db: t.deps.db.withPlugin(failingFirstKeyRead()), log: () => {} });
    const check = () =>
      app.request('/sdk/v1/sessions/authenticate', {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${testProjectConfig.public_token}:${sessionToken}`).toString('base64')}`,
          origin: 'https://host.example',
          'content-type': 'application/json',
        },
        body: '{}',
      });

    expect((await check()).status).toBe(500);
    const next = await check();
    expect(next.status).toBe(200);
    const { session_jwt: jwt } = (await next.json()) as { session_jwt: string };
    const published = (await (await t.app.request('/.well-known/jwks.json')).json()) as { keys: { kid: string }[] };
    expect(published.keys.map((key) => key.kid)).toContain(decodeProtectedHeader(jwt).kid);
  });
});
