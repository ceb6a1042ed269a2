import type { AuthenticationResponseJSON as WireAuthenticationResponse } from '@foyer/protocol';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { findRegistrationByCredentialId, type RegistrationRow, recordRegistrationUse } from '../../store/passkeys.ts';
import type { Project } from '../../store/projects.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type PresentedSession, type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { CHALLENGE_LIFETIME_MINUTES, claimChallenge, storeChallenge } from './challenges.ts';
import { challengeOfCredential, idOfCredential, invalidResponse } from './client-data.ts';
import { userHandleFor } from './register.ts';
import { relyingPartyFor } from './relying-party.ts';

/**
 * Starts a passkey sign-in. No allowCredentials: the authenticator offers the discoverable
 * credentials it holds for the RP ID, which is also what conditional mediation (autofill) needs.
 * Passkeys must verify the user, since the passkey is the only factor.
 */
export async function startAuthentication(
  deps: AppDeps,
  options: { project: Project; isPasskey: boolean },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingPartyFor(deps, options.project);
  const requestOptions = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [],
    timeout: CHALLENGE_LIFETIME_MINUTES * 60_000,
    userVerification: options.isPasskey ? 'required' : 'preferred',
  });
  await storeChallenge(deps, {
    project: options.project,
    kind: 'authentication',
    challenge: requestOptions.challenge,
    requireUserVerification: options.isPasskey,
  });
  return requestOptions;
}

/**
 * Signs a user in with a passkey: the response must answer an unused challenge of this project,
 * name a credential registered here, verify against its public key from an expected origin and RP
 * ID, and report a signature counter above the stored one (unless the authenticator keeps none).
 * @throws ApiError webauthn_challenge_not_found, webauthn_registration_not_found,
 *   invalid_webauthn_response
 */
export async function finishAuthentication(
  deps: AppDeps,
  options: {
    project: Project;
    credential: WireAuthenticationResponse;
    durationMinutes?: number | undefined;
    client: SignInClient;
    /** The session or intermediate session the call carried (sessions/sign-in-with-factor.ts). */
    presented?: PresentedSession;
    /** The request's Origin header: the development project's local patterns expand to it. */
    pageOrigin?: string | null | undefined;
  },
): Promise<SignInResult> {
  const { project, credential } = options;
  const challengeValue = challengeOfCredential(credential);
  const challenge = await claimChallenge(deps, { project, kind: 'authentication', challenge: challengeValue });
  const registration = await findRegistrationByCredentialId(deps.db, project.projectId, idOfCredential(credential));
  if (!registration) throw new ApiError('webauthn_registration_not_found');
  checkUserHandle(credential, registration);
  // A start that named its user (the backend's authenticateStart) is answered by that user's passkeys only.
  if (challenge.user_id !== null && challenge.user_id !== registration.user_id) throw invalidResponse();

  const rp = relyingPartyFor(deps, project, options.pageOrigin);
  let newCount: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: withoutNulls(credential),
      expectedChallenge: challengeValue,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: challenge.require_user_verification === 1,
      credential: {
        id: registration.credential_id,
        publicKey: isoBase64URL.toBuffer(registration.public_key),
        counter: registration.sign_count,
      },
    });
    if (!result.verified) throw new Error('authentication response not verified');
    newCount = result.authenticationInfo.newCounter;
  } catch (error) {
    // Wrong signature, origin, RP ID, missing user verification, or a counter that went backwards
    // (a sign of a cloned authenticator): all the same answer, the details stay in the log's cause.
    throw invalidResponse(error);
  }

  const recorded = await recordRegistrationUse(deps.db, {
    registrationId: registration.webauthn_registration_id,
    previousCount: registration.sign_count,
    newCount,
    usedAt: deps.clock.now(),
  });
  // Another authentication moved the counter (or deleted the passkey) while this one verified.
  if (!recorded) throw invalidResponse();
  return signInWithFactor(deps, {
    presented: options.presented,
    client: options.client,
    project,
    userId: registration.user_id,
    factor: { type: 'webauthn', delivery_method: 'webauthn_registration' },
    durationMinutes: options.durationMinutes,
  });
}

/** A discoverable credential names its user; it must be the registration's owner. */
function checkUserHandle(credential: WireAuthenticationResponse, registration: RegistrationRow): void {
  const { userHandle } = credential.response;
  if (userHandle === undefined || userHandle === null) return;
  const expected = isoBase64URL.fromBuffer(userHandleFor(registration.user_id));
  if (userHandle !== expected) throw invalidResponse();
}

/** The wire form's nulls (a browser's own toJSON()) as the library's absent values. */
function withoutNulls(credential: WireAuthenticationResponse): AuthenticationResponseJSON {
  const { userHandle, ...response } = credential.response;
  return {
    ...credential,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    response: userHandle === null || userHandle === undefined ? response : { ...response, userHandle },
  };
}
