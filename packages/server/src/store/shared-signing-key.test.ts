import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { AppDeps } from '../deps.ts';
import { signInNewUser } from '../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';

/** The `kid` in a JWT's header: which signing key made it. */
const kidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()).kid as string;

/**
 * Every instance behind a load balancer (or a restarted one) signs session JWTs with the key
 * already in the database, so a host that cached the key set keeps verifying them.
 */
describe('instances sharing a database sign with one key', () => {
  let t: TestContext;
  let other: AppDeps;
  beforeEach(async () => {
    t = await createTestContext();
    // The same database through a Kysely instance of its own: another process's key caches start empty.
    other = { ...t.deps, db: t.deps.db.withTables<Record<never, never>>() };
  });
  afterEach(() => t.close());

  it('signs with the key the first instance made, and publishes that one key', async () => {
    const first = await signInNewUser(t.deps, t.project);
    const second = await signInNewUser(other, t.project);
    expect(kidOf(second.session_jwt)).toBe(kidOf(first.session_jwt));

    const jwks = (await (await createApp(other).request('/.well-known/jwks.json')).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toEqual([kidOf(first.session_jwt)]);
  });
});
