import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestAuthenticator } from '../../testing/passkey-authenticator.ts';
import { registrationOptions } from '../../testing/passkeys.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

describe('passkeys: what a registration records about the browser', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('keeps the first 512 characters of the browser’s User-Agent with the passkey', async () => {
    const { session_token } = await signInNewUser(t.deps, t.project);
    const credential = new TestAuthenticator().create(await registrationOptions(t, session_token), {
      origin: TEST_ORIGIN,
    });
    const userAgent = `Mozilla/5.0 ${'x'.repeat(600)}`;
    const token = testProjectConfig.public_token;
    const response = await t.app.request('/sdk/v1/webauthn/register', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${token}:${session_token}`).toString('base64')}`,
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        'user-agent': userAgent,
      },
      body: JSON.stringify({ public_key_credential: credential }),
    });
    expect(response.status).toBe(200);
    const me = await t.sdk('/users/me', undefined, { sessionToken: session_token });
    expect(me.body.user.webauthn_registrations).toMatchObject([{ user_agent: userAgent.slice(0, 512) }]);
  });
});
