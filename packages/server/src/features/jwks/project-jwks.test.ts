import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { JWKS_MAX_AGE_SECONDS } from './routes.ts';

const PATH = `/v1/sessions/jwks/${testProjectConfig.project_id}`;

describe('GET /v1/sessions/jwks/{project_id}', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('answers the same key set as /.well-known/jwks.json, with no credentials', async () => {
    const res = await t.app.request(PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    const wellKnown = await (await t.app.request('/.well-known/jwks.json')).json();
    expect(await res.json()).toEqual(wellKnown);
  });

  it('verifies a session JWT, as Stytch’s clients check one locally', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    const keys = await (await t.app.request(PATH)).json();
    const { payload } = await jwtVerify(signedIn.session_jwt, createLocalJWKSet(keys), {
      audience: testProjectConfig.project_id,
      currentDate: new Date(t.clock.now()),
    });
    expect(payload.sid).toBe(signedIn.session.session_id);
  });

  it('answers 404 not_found for a project that does not exist', async () => {
    const res = await t.app.request('/v1/sessions/jwks/project-test-00000000-0000-4000-8000-00000000dead');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error_type: 'not_found', error_message: 'No project with that id.' });
  });
});
