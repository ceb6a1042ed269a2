import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticationOptions, userWithPasskey } from '../../testing/passkeys.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';

/** Two copies of one authenticator report the same signature counter: only one may sign in with it. */
describe('passkeys: a cloned authenticator racing its original', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('signs in one of two assertions with the same counter finished at once; the other gets 400 invalid_webauthn_response', async () => {
    const { authenticator } = await userWithPasskey(t);
    const [first, second] = [await authenticationOptions(t), await authenticationOptions(t)];
    const original = authenticator.get(first, { origin: TEST_ORIGIN, signCount: 7 });
    const clone = authenticator.get(second, { origin: TEST_ORIGIN, signCount: 7 });
    const results = await Promise.all(
      [original, clone].map((credential) => t.sdk('/webauthn/authenticate', { public_key_credential: credential })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.error_type).toBe('invalid_webauthn_response');
  });
});
