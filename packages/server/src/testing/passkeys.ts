import { type CreationOptions, TestAuthenticator } from './passkey-authenticator.ts';
import { signInNewUser } from './sign-in.ts';
import { TEST_ORIGIN, type TestContext } from './test-context.ts';

/** Test helper: asks the server for creation options as the signed-in browser would. */
export async function registrationOptions(t: TestContext, sessionToken: string): Promise<CreationOptions> {
  const res = await t.sdk('/webauthn/register/start', { is_passkey: true }, { sessionToken });
  if (res.status !== 200) throw new Error(`register/start answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.public_key_credential_creation_options as CreationOptions;
}

/** Test helper: asks the server for request options as a signed-out browser would. */
export async function authenticationOptions(t: TestContext): Promise<{ challenge: string }> {
  const res = await t.sdk('/webauthn/authenticate/start', { is_passkey: true });
  if (res.status !== 200) throw new Error(`authenticate/start answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.public_key_credential_request_options as { challenge: string };
}

/**
 * Test helper: a user signed in by email with one passkey registered through the API, and the
 * authenticator that holds it.
 */
export async function userWithPasskey(t: TestContext) {
  const signedIn = await signInNewUser(t.deps, t.project);
  const authenticator = new TestAuthenticator();
  const options = await registrationOptions(t, signedIn.session_token);
  const credential = authenticator.create(options, { origin: TEST_ORIGIN });
  const res = await t.sdk(
    '/webauthn/register',
    { public_key_credential: credential },
    {
      sessionToken: signedIn.session_token,
    },
  );
  if (res.status !== 200) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  const registration = res.body.user.webauthn_registrations[0] as { webauthn_registration_id: string; name: string };
  return { signedIn, authenticator, credentialId: credential.id as string, registration };
}
