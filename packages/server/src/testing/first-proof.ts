import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { userHandleFor } from '../features/passkeys/register.ts';
import { listOutboxMessages } from '../store/outbox.ts';
import { insertWebauthnRegistration } from '../store/passkeys.ts';
import { TestAuthenticator } from './passkey-authenticator.ts';
import { authenticationOptions } from './passkeys.ts';
import { type JsonBody, TEST_ORIGIN, type TestContext } from './test-context.ts';

/** The attacker's password (strong enough for the default policy). */
export const ATTACKER_PASSWORD = 'violet-harbour-tangent-47';

/** Test helper: signs up with a password through the API, as an attacker naming someone else's email. */
export async function passwordSignUp(t: TestContext, email: string): Promise<JsonBody> {
  const res = await t.sdk('/passwords', { email, password: ATTACKER_PASSWORD, session_duration_minutes: 60 * 24 * 7 });
  if (res.status !== 200) throw new Error(`passwords answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Test helper: the owner of `email` asks for a magic link and opens it; answers the sign-in. */
export async function magicLinkSignIn(t: TestContext, email: string): Promise<JsonBody> {
  const earlier = new Set((await listOutboxMessages(t.deps.db)).map((m) => m.messageId));
  await t.sdk('/magic_links/email/login_or_create', { email });
  const message = (await listOutboxMessages(t.deps.db)).find((m) => m.to === email && !earlier.has(m.messageId));
  const token = new URL(message?.links[0] ?? 'http://x').searchParams.get('token');
  const res = await t.sdk('/magic_links/authenticate', { token });
  if (res.status !== 200) throw new Error(`magic link answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** What a holder of a session token sees when they use it. */
export async function useSession(t: TestContext, sessionToken: string) {
  return t.sdk('/sessions/authenticate', {}, { sessionToken });
}

/** Test helper: a sign-in with the password through the API. */
export function passwordLogIn(t: TestContext, email: string, password = ATTACKER_PASSWORD) {
  return t.sdk('/passwords/authenticate', { email, password });
}

/**
 * Test helper: a passkey of `userId` written straight to the store, as one registered before the
 * unverified_account refusal existed (the API no longer lets an unverified user make one). The
 * credential is real: the public key comes out of a verified attestation.
 */
export async function plantPasskey(t: TestContext, userId: string): Promise<TestAuthenticator> {
  const authenticator = new TestAuthenticator();
  const challenge = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)));
  const options = {
    challenge,
    rp: { id: 'host.example', name: 'Test project' },
    user: { id: isoBase64URL.fromBuffer(userHandleFor(userId)), name: userId },
  };
  const response = authenticator.create(options, { origin: TEST_ORIGIN });
  const verified = await verifyRegistrationResponse({
    // biome-ignore lint/suspicious/noExplicitAny: the test authenticator's JSON is RegistrationResponseJSON
    response: response as any,
    expectedChallenge: challenge,
    expectedOrigin: TEST_ORIGIN,
    expectedRPID: 'host.example',
  });
  if (!verified.registrationInfo) throw new Error('the planted attestation did not verify');
  const { credential } = verified.registrationInfo;
  await insertWebauthnRegistration(t.deps.db, {
    webauthn_registration_id: `webauthn-registration-test-${crypto.randomUUID()}`,
    project_id: t.project.projectId,
    user_id: userId,
    credential_id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    sign_count: credential.counter,
    transports: '["internal"]',
    name: 'Passkey 1',
    domain: 'host.example',
    user_agent: '',
    verified: 1,
    created_at: t.clock.now(),
    last_used_at: null,
  });
  return authenticator;
}

/** Test helper: signs in with the authenticator's newest passkey through the API. */
export async function passkeySignIn(t: TestContext, authenticator: TestAuthenticator) {
  const assertion = authenticator.get(await authenticationOptions(t), { origin: TEST_ORIGIN });
  return t.sdk('/webauthn/authenticate', { public_key_credential: assertion });
}
