import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { JWKS_MAX_AGE_SECONDS } from './routes.ts';

describe('GET /.well-known/jwks.json', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('publishes the signing key before the first sign-in, cacheable for a few minutes', async () => {
    const res = await t.app.request('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    const body = (await res.json()) as { keys: Array<Record<string, string>> };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
  });

  it('publishes only public key material', async () => {
    const res = await t.app.request('/.well-known/jwks.json');
    const body = (await res.json()) as { keys: Array<Record<string, string>> };
    for (const key of body.keys) expect(key).not.toHaveProperty('d');
  });

  it('lists the key that signed a session JWT', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    const kid = JSON.parse(Buffer.from(signedIn.session_jwt.split('.')[0] ?? '', 'base64url').toString()).kid;
    const body = (await (await t.app.request('/.well-known/jwks.json')).json()) as { keys: Array<{ kid: string }> };
    expect(body.keys.map((k) => k.kid)).toContain(kid);
  });

  it('needs no credentials and is readable from any origin', async () => {
    const res = await t.app.request('/.well-known/jwks.json', { headers: { origin: 'https://anyone.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
