import type {
  AuthenticationResponseJSON as WireAuthenticationResponse,
  RegistrationResponseJSON as WireRegistrationResponse,
} from '@foyer/protocol';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppDeps } from '../../../deps.ts';
import { ApiError } from '../../../errors/api-error.ts';
import {
  addOperatorPasskey,
  advanceOperatorPasskey,
  findOperatorPasskey,
  listOperatorPasskeys,
  OPERATOR_CHALLENGE_TTL_MS,
  spendOperatorChallenge,
  storeOperatorChallenge,
} from '../../../store/operator-passkeys.ts';
import { findOperator, type Operator } from '../../../store/operators.ts';
import { challengeOfCredential, idOfCredential, invalidResponse } from '../../passkeys/client-data.ts';
import { consoleUrl } from '../invites.ts';

/**
 * The console's relying party: the server itself, never a project. The console's one origin (the
 * admin listener's URL when FOYER_ADMIN_PORT is set, else FOYER_PUBLIC_URL), and its host name as the RP ID.
 */
export function consoleRelyingParty(config: AppDeps['config']) {
  const url = new URL(consoleUrl(config));
  return { id: url.hostname, name: 'Foyer console', origins: [url.origin] };
}

/** The user handle an operator's passkey carries: their id's bytes (never their email). */
const userHandleOf = (operatorId: string) => new TextEncoder().encode(operatorId);

/** Creation options for a new passkey of this operator: discoverable, user verification required. */
export async function startOperatorRegistration(deps: AppDeps, operator: Operator) {
  const rp = consoleRelyingParty(deps.config);
  const existing = await listOperatorPasskeys(deps.db, operator.operator_id);
  const options = await generateRegistrationOptions({
    rpID: rp.id,
    rpName: rp.name,
    userID: userHandleOf(operator.operator_id),
    userName: operator.email,
    attestationType: 'none',
    timeout: OPERATOR_CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeOperatorChallenge(deps.db, deps.clock, options.challenge, 'register', operator.operator_id);
  return options;
}

/** Verifies and stores the operator's new passkey; the challenge must be one this operator asked for. */
export async function finishOperatorRegistration(
  deps: AppDeps,
  operator: Operator,
  credential: WireRegistrationResponse,
): Promise<string> {
  const challenge = challengeOfCredential(credential);
  if (!(await spendOperatorChallenge(deps.db, deps.clock, challenge, 'register', operator.operator_id))) {
    throw new ApiError('webauthn_challenge_not_found');
  }
  const rp = consoleRelyingParty(deps.config);
  let info: NonNullable<Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo']>;
  try {
    const result = await verifyRegistrationResponse({
      response: { ...credential, authenticatorAttachment: credential.authenticatorAttachment ?? undefined },
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified || !result.registrationInfo) throw new Error('registration response not verified');
    info = result.registrationInfo;
  } catch (error) {
    throw invalidResponse(error);
  }
  if (await findOperatorPasskey(deps.db, info.credential.id)) throw new ApiError('duplicate_webauthn_registration');
  return addOperatorPasskey(deps.db, deps.clock, {
    operator_id: operator.operator_id,
    credential_id: info.credential.id,
    public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: info.credential.transports ? JSON.stringify(info.credential.transports) : null,
  });
}

/** Request options for a console sign-in: any operator's discoverable passkey, user verification required. */
export async function startOperatorAuthentication(deps: AppDeps) {
  const rp = consoleRelyingParty(deps.config);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: OPERATOR_CHALLENGE_TTL_MS,
  });
  await storeOperatorChallenge(deps.db, deps.clock, options.challenge, 'authenticate', null);
  return options;
}

/**
 * The operator a passkey assertion proves: challenge spent once, the passkey an operator's (never a
 * project user's), signature, origin, RP ID and user verification checked, the counter moved forward
 * compare-and-swap. Every failure of the response itself answers invalid_webauthn_response.
 */
export async function finishOperatorAuthentication(
  deps: AppDeps,
  credential: WireAuthenticationResponse,
): Promise<Operator> {
  const challenge = challengeOfCredential(credential);
  if (!(await spendOperatorChallenge(deps.db, deps.clock, challenge, 'authenticate', null))) {
    throw new ApiError('webauthn_challenge_not_found');
  }
  const passkey = await findOperatorPasskey(deps.db, idOfCredential(credential));
  if (!passkey) throw new ApiError('webauthn_registration_not_found');
  const { userHandle, ...response } = credential.response;
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.operator_id))) throw invalidResponse();
  const rp = consoleRelyingParty(deps.config);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: {
        ...credential,
        authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
        response: userHandle ? { ...response, userHandle } : response,
      },
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: Number(passkey.counter),
      },
    });
    if (!result.verified) throw new Error('authentication response not verified');
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    throw invalidResponse(error);
  }
  if (!(await advanceOperatorPasskey(deps.db, deps.clock, passkey, newCounter))) throw invalidResponse();
  const operator = await findOperator(deps.db, passkey.operator_id);
  if (!operator) throw new ApiError('webauthn_registration_not_found');
  return operator;
}
