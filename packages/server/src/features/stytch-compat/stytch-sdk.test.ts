import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInNewUser } from '../../testing/sign-in.ts';
import { stytchSdkCall } from '../../testing/stytch-sdk-call.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

describe("Stytch's browser SDK on the SDK API", () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('answers its requests with the fields also under data, and credentials allowed', async () => {
    const res = await stytchSdkCall(t, `/projects/bootstrap/${testProjectConfig.public_token}`);
    const { body } = res;
    expect(body.data).toMatchObject({ project_id: testProjectConfig.project_id, captcha_settings: { enabled: false } });
    expect(body.project_id).toBe(testProjectConfig.project_id);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('allows its X-SDK-Client header and credentials in the preflight', async () => {
    const res = await t.app.request('/sdk/v1/sessions/revoke', {
      method: 'OPTIONS',
      headers: { origin: TEST_ORIGIN, 'access-control-request-headers': 'authorization,content-type,x-sdk-client' },
    });
    expect(res.headers.get('access-control-allow-headers')).toContain('X-SDK-Client');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('reads an empty POST body as {} (its session.revoke sends none)', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    const res = await stytchSdkCall(t, '/sessions/revoke', { rawBody: '', session: signedIn.session_token });
    expect(res.status).toBe(200);
  });

  it('leaves answers to Foyer’s own SDK flat, without data or credentials', async () => {
    const res = await t.sdk(`/projects/bootstrap/${testProjectConfig.public_token}`);
    expect(res.body.data).toBeUndefined();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
