import type { UserData, RegistrationResponseJSON as WireRegistrationResponse } from '@foyer/protocol';
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  findRegistrationByCredentialId,
  insertWebauthnRegistration,
  listUserCredentials,
} from '../../store/passkeys.ts';
import type { Project } from '../../store/projects.ts';
import type { Database } from '../../store/schema.ts';
import { loadUser } from '../../store/users.ts';
import { newId } from '../../tokens.ts';
import { authenticateSession, requireLiveSession, type SignedIn } from '../sessions/service.ts';
import { writeForVerifiedSession } from '../users/first-proof.ts';
import { assertAttachable, decideFor } from '../users/ownership/policy.ts';
import { CHALLENGE_LIFETIME_MINUTES, claimChallenge, storeChallenge } from './challenges.ts';
import { challengeOfCredential, invalidResponse } from './client-data.ts';
import { relyingPartyFor } from './relying-party.ts';

interface SessionCaller {
  project: Project;
  sessionToken: string | null;
}

async function signedInCaller(deps: AppDeps, caller: SessionCaller) {
  if (!caller.sessionToken) throw new ApiError('missing_session');
  return requireLiveSession(deps, { project: caller.project, sessionToken: caller.sessionToken });
}

/**
 * The user handle an authenticator stores with a passkey: the user id's bytes. It is opaque (no
 * email or name), fits the 64-byte limit, and lets authentication check whose passkey answered.
 */
export function userHandleFor(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId, 'utf8'));
}

/**
 * Starts registering a credential for the signed-in user. A passkey (`is_passkey`) must be
 * discoverable and verify the user; the user's existing credentials are excluded, so the browser
 * itself refuses to register one twice. The ownership policy (users/ownership/) refuses a session
 * whose account is not owned or whose emails and phones are all unproven: whoever signed up with
 * someone else's address gets no passkey into it.
 * @throws ApiError missing_session, session_not_found, unverified_account
 */
export async function startRegistration(
  deps: AppDeps,
  options: SessionCaller & { isPasskey: boolean },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { sessionId, userId } = await signedInCaller(deps, options);
  const user = await loadUser(deps.db, options.project.projectId, userId);
  if (!user) throw new ApiError('session_not_found');
  const caller = { kind: 'session', userId } as const;
  assertAttachable(
    await decideFor(deps.db, { route: 'webauthn.register', caller, targetUserId: userId }),
    'duplicate_email',
  );
  return creationOptionsFor(deps, { project: options.project, user, isPasskey: options.isPasskey, sessionId });
}

/**
 * The creation options for a user, their challenge stored for the finish: bound to the session that
 * asked (SDK), or to no session (the backend's registerStart, which names the user itself).
 */
export async function creationOptionsFor(
  deps: AppDeps,
  options: { project: Project; user: UserData; isPasskey: boolean; sessionId?: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { user, project } = options;
  const userId = user.user_id;
  const rp = relyingPartyFor(deps, project);
  const existing = await listUserCredentials(deps.db, userId);
  const creationOptions = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.emails[0]?.email ?? userId,
    userID: userHandleFor(userId),
    timeout: CHALLENGE_LIFETIME_MINUTES * 60_000,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
    authenticatorSelection: options.isPasskey
      ? { residentKey: 'required', requireResidentKey: true, userVerification: 'required' }
      : { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(deps, {
    project,
    kind: 'registration',
    challenge: creationOptions.challenge,
    requireUserVerification: options.isPasskey,
    ...(options.sessionId ? { sessionId: options.sessionId } : {}),
    userId,
  });
  return creationOptions;
}

/**
 * Finishes a registration: the response must answer a challenge this session asked for, come from
 * one of the relying party's origins and its RP ID, and (passkeys) carry user verification. A
 * credential already registered in the project is refused with duplicate_webauthn_registration.
 * The store happens under the user's lock, with the session and the user's verification checked
 * again (see writeForVerifiedSession). Answers the session, extended by `durationMinutes` when given.
 * @throws ApiError missing_session, session_not_found, unverified_account, webauthn_challenge_not_found,
 *   invalid_webauthn_response, duplicate_webauthn_registration
 */
export async function finishRegistration(
  deps: AppDeps,
  options: SessionCaller & {
    credential: WireRegistrationResponse;
    userAgent: string;
    durationMinutes?: number | undefined;
    /** The request's Origin header: the development project's local patterns expand to it. */
    pageOrigin?: string | null | undefined;
  },
): Promise<SignedIn> {
  const { project } = options;
  const { sessionId, userId } = await signedInCaller(deps, options);
  const challengeValue = challengeOfCredential(options.credential);
  const challenge = await claimChallenge(deps, { project, kind: 'registration', challenge: challengeValue, sessionId });
  const rp = relyingPartyFor(deps, project, options.pageOrigin);
  const info = await verifyRegistration(options.credential, {
    challenge: challengeValue,
    origins: rp.origins,
    rpId: rp.id,
    requireUserVerification: challenge.require_user_verification === 1,
  });

  await storeNewCredential(
    deps,
    { project, userId, credential: info.credential, domain: rp.id, userAgent: options.userAgent.slice(0, 512) },
    (insert) => writeForVerifiedSession(deps, { route: 'webauthn.register', userId, sessionId }, insert),
  );
  const session = await authenticateSession(deps, {
    project,
    sessionToken: options.sessionToken,
    durationMinutes: options.durationMinutes,
  });
  return { ...session, session_token: options.sessionToken as string };
}

type VerifiedCredential = Awaited<ReturnType<typeof verifyRegistration>>['credential'];

/**
 * Stores a verified new credential as the user's next passkey, through `write` (the caller's
 * ownership check, and transaction), once per project: a credential already registered, or one a
 * racing finish stored first (the unique constraint decides), answers duplicate_webauthn_registration.
 * Answers the new registration's id.
 */
export async function storeNewCredential(
  deps: AppDeps,
  options: { project: Project; userId: string; credential: VerifiedCredential; domain: string; userAgent: string },
  write: (insert: (db: Kysely<Database>) => Promise<void>) => Promise<void>,
): Promise<string> {
  const { project, userId, credential } = options;
  const registered = async () =>
    (await findRegistrationByCredentialId(deps.db, project.projectId, credential.id)) !== null;
  if (await registered()) throw new ApiError('duplicate_webauthn_registration');
  const registrationId = newId('webauthn-registration', project.environment);
  const count = (await listUserCredentials(deps.db, userId)).length;
  try {
    await write((db) =>
      insertWebauthnRegistration(db, {
        webauthn_registration_id: registrationId,
        project_id: project.projectId,
        user_id: userId,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        sign_count: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        name: `Passkey ${count + 1}`,
        domain: options.domain,
        user_agent: options.userAgent,
        verified: 1,
        created_at: deps.clock.now(),
        last_used_at: null,
      }),
    );
  } catch (error) {
    if (await registered()) throw new ApiError('duplicate_webauthn_registration');
    throw error;
  }
  return registrationId;
}

/** Verifies a new credential against its challenge, origins and RP ID (every failure: invalid_webauthn_response). */
export async function verifyRegistration(
  credential: WireRegistrationResponse,
  expected: { challenge: string; origins: string[]; rpId: string; requireUserVerification: boolean },
) {
  try {
    const result = await verifyRegistrationResponse({
      // A browser's own toJSON() may write a null attachment; the library expects it left out.
      response: { ...credential, authenticatorAttachment: credential.authenticatorAttachment ?? undefined },
      expectedChallenge: expected.challenge,
      expectedOrigin: expected.origins,
      expectedRPID: expected.rpId,
      requireUserVerification: expected.requireUserVerification,
    });
    if (!result.verified) throw new Error('registration response not verified');
    return result.registrationInfo;
  } catch (error) {
    throw invalidResponse(error);
  }
}
