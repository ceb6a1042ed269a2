import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticationOptions, userWithPasskey } from '../../testing/passkeys.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';

/**
 * An assertion names its user twice: by the credential id (whose key signs it) and by the user
 * handle, which the signature does not cover. Both must name the same account.
 */
describe('passkeys: an assertion is bound to the user who owns the credential', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const finish = (credential: unknown) => t.sdk('/webauthn/authenticate', { public_key_credential: credential });
  const withUserHandle = (assertion: Record<string, unknown>, userHandle: unknown) => ({
    ...assertion,
    response: { ...(assertion.response as object), userHandle },
  });

  it('returns 400 invalid_webauthn_response for one user’s credential carrying another user’s handle', async () => {
    const alice = await userWithPasskey(t);
    const bob = await userWithPasskey(t);
    const bobsHandle = (
      bob.authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN }).response as {
        userHandle: string;
      }
    ).userHandle;

    const assertion = alice.authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN });
    const res = await finish(withUserHandle(assertion, bobsHandle));

    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('invalid_webauthn_response');
    expect(res.body.session_token).toBeUndefined();
  });

  it('signs the owner in when the handle matches the credential', async () => {
    const alice = await userWithPasskey(t);
    const res = await finish(alice.authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN }));
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(alice.signedIn.user_id);
  });

  it.each([
    ['a null user handle', null],
    ['no user handle', undefined],
  ])('signs the credential’s owner in for %s (a non-discoverable credential)', async (_, userHandle) => {
    const alice = await userWithPasskey(t);
    const assertion = alice.authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN });
    const res = await finish(withUserHandle(assertion, userHandle));
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(alice.signedIn.user_id);
  });
});
