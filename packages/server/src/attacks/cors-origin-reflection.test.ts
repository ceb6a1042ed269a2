import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInNewUser } from '../testing/sign-in.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../testing/test-context.ts';

/**
 * The review found the SDK API reflected any Origin, `null` included, with
 * Access-Control-Allow-Credentials: true for Stytch's SDK header: a page on any site (or a sandboxed
 * frame, whose origin is `null`) could read signed-in answers such as /users/me. Here the attacker's
 * page sends the requests, with and without Stytch's header, and must not be allowed to read them.
 */
describe('attack: reading the SDK API from another site through reflected CORS', () => {
  let t: TestContext;
  let sessionToken: string;
  beforeEach(async () => {
    t = await createTestContext();
    sessionToken = (await signInNewUser(t.deps, t.project)).session_token;
  });
  afterEach(() => t.close());

  const userMe = (origin: string, stytch: boolean) =>
    t.app.request('/sdk/v1/users/me', {
      headers: {
        origin,
        authorization: `Basic ${Buffer.from(`${testProjectConfig.public_token}:${sessionToken}`).toString('base64')}`,
        ...(stytch ? { 'x-sdk-client': 'eyJ9' } : {}),
      },
    });
  const preflight = (origin: string) =>
    t.app.request('/sdk/v1/users/me', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-sdk-client',
      },
    });

  describe.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed frame or file: page (Origin: null)', 'null'],
    ['a look-alike of the host', 'https://host.example.evil.example'],
  ])('from %s', (_name, origin) => {
    it.each([false, true])('gets no Access-Control-Allow-Origin on the answer (Stytch header: %s)', async (stytch) => {
      const res = await userMe(origin, stytch);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('is not allowed by the preflight, so the browser never sends the call', async () => {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });
  });

  it('still lets the project’s own authorized origin read its answers, Stytch’s SDK with credentials', async () => {
    const plain = await userMe(TEST_ORIGIN, false);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    const stytch = await userMe(TEST_ORIGIN, true);
    expect(stytch.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(stytch.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight(TEST_ORIGIN)).headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
  });
});
