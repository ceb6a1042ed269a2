import type { RegistrationResponseJSON as WireRegistrationResponse } from '@foyer/protocol';
import {
  generateAuthenticationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { listUserRegistrations } from '../../store/passkeys.ts';
import type { Project } from '../../store/projects.ts';
import { loadUser } from '../../store/users.ts';
import { assertAttachable, decideFor } from '../users/ownership/policy.ts';
import { CHALLENGE_LIFETIME_MINUTES, claimChallenge, storeChallenge } from './challenges.ts';
import { challengeOfCredential } from './client-data.ts';
import { creationOptionsFor, storeNewCredential, verifyRegistration } from './register.ts';
import { type RelyingParty, relyingPartyFor } from './relying-party.ts';

/**
 * The relying party a backend ceremony names by `domain` (Stytch's field): it must be the project's
 * RP ID, since the expected origins come from the project's settings.
 * @throws ApiError bad_request naming the RP ID to use
 */
function relyingPartyOfDomain(deps: AppDeps, project: Project, domain: string): RelyingParty {
  const rp = relyingPartyFor(deps, project);
  if (domain !== rp.id) {
    throw new ApiError(
      'bad_request',
      `domain must be the project's relying party ID, ${rp.id} (settings.webauthn.rp_id).`,
    );
  }
  return rp;
}

async function userOf(deps: AppDeps, project: Project, userId: string) {
  const user = await loadUser(deps.db, project.projectId, userId);
  if (!user) throw new ApiError('user_not_found');
  return user;
}

/**
 * Starts registering a passkey for the user the host's backend names (Stytch's webauthn.registerStart).
 * The backend holds the project secret, so the ownership policy lets it act on that user; the
 * challenge is bound to the user and to no session, so only the backend's register finishes it.
 * `isPasskey`: discoverable, with user verification required, as the SDK's passkeys.
 * @throws ApiError user_not_found, bad_request (domain)
 */
export async function startBackendRegistration(
  deps: AppDeps,
  options: { project: Project; userId: string; domain: string; isPasskey: boolean },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { project } = options;
  relyingPartyOfDomain(deps, project, options.domain);
  const user = await userOf(deps, project, options.userId);
  const caller = { kind: 'backend', userId: user.user_id } as const;
  assertAttachable(
    await decideFor(deps.db, { route: 'webauthn.register', caller, targetUserId: user.user_id }),
    'duplicate_email',
  );
  return creationOptionsFor(deps, { project, user, isPasskey: options.isPasskey });
}

/**
 * Finishes a backend registration: the credential must answer a challenge the backend's
 * registerStart made for this very user, from one of the project's origins and its RP ID. A
 * credential already registered in the project is refused. Answers the new registration's id.
 * @throws ApiError user_not_found, webauthn_challenge_not_found, invalid_webauthn_response,
 *   duplicate_webauthn_registration
 */
export async function finishBackendRegistration(
  deps: AppDeps,
  options: { project: Project; userId: string; credential: WireRegistrationResponse },
): Promise<string> {
  const { project, userId } = options;
  await userOf(deps, project, userId);
  const challengeValue = challengeOfCredential(options.credential);
  const challenge = await claimChallenge(deps, { project, kind: 'registration', challenge: challengeValue });
  if (challenge.user_id !== userId) throw new ApiError('webauthn_challenge_not_found');
  const rp = relyingPartyFor(deps, project);
  const { credential } = await verifyRegistration(options.credential, {
    challenge: challengeValue,
    origins: rp.origins,
    rpId: rp.id,
    requireUserVerification: challenge.require_user_verification === 1,
  });
  return storeNewCredential(deps, { project, userId, credential, domain: rp.id, userAgent: '' }, async (insert) => {
    // Asked again at the write: the user may have been deleted or changed since the start.
    const caller = { kind: 'backend', userId } as const;
    assertAttachable(
      await decideFor(deps.db, { route: 'webauthn.register', caller, targetUserId: userId }),
      'duplicate_email',
    );
    await insert(deps.db);
  });
}

/**
 * Starts a passkey sign-in for the backend (Stytch's webauthn.authenticateStart). With a user id,
 * the options list that user's credentials for the domain and only they may answer; without one,
 * any discoverable passkey of the project may.
 * @throws ApiError user_not_found, bad_request (domain)
 */
export async function startBackendAuthentication(
  deps: AppDeps,
  options: { project: Project; domain: string; userId?: string | undefined; isPasskey: boolean },
): Promise<{ userId: string; requestOptions: PublicKeyCredentialRequestOptionsJSON }> {
  const { project, userId } = options;
  const rp = relyingPartyOfDomain(deps, project, options.domain);
  if (userId) await userOf(deps, project, userId);
  const registrations = userId
    ? await listUserRegistrations(deps.db, { projectId: project.projectId, userId, domain: rp.id })
    : [];
  const requestOptions = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: registrations.map((r) => ({ id: r.credential_id, transports: JSON.parse(r.transports) })),
    timeout: CHALLENGE_LIFETIME_MINUTES * 60_000,
    userVerification: options.isPasskey ? 'required' : 'preferred',
  });
  await storeChallenge(deps, {
    project,
    kind: 'authentication',
    challenge: requestOptions.challenge,
    requireUserVerification: options.isPasskey,
    ...(userId ? { userId } : {}),
  });
  return { userId: userId ?? '', requestOptions };
}
