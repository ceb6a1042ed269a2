import type { MfaRequired, UserData } from '@foyer/protocol';
import { INTERMEDIATE_SESSION_COOKIE_MINUTES } from '@foyer/protocol/constants';
import type { z } from 'zod';
import { iso, minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  findIntermediateSession,
  type IntermediateSessionRow,
  insertIntermediateSession,
} from '../../store/intermediate-sessions.ts';
import type { Project } from '../../store/projects.ts';
import { loadUser } from '../../store/users.ts';
import { generateSecret, hashSecret, newId } from '../../tokens.ts';
import { type AuthenticationFactor, type FactorProof, finishesMfa } from '../mfa/factors.ts';
import { INTERMEDIATE_TOKEN_PREFIX } from './service.ts';

/** What a first factor answers under `mfa_policy: required_for_all`: no session yet. */
export interface MfaPending {
  user_id: string;
  user: UserData;
  session: null;
  session_token: '';
  session_jwt: '';
  intermediate_session_token: string;
  mfa_required: z.infer<typeof MfaRequired>;
}

/**
 * Starts a sign-in that waits for a second factor: a CSPRNG token (256 bits) of which only the
 * SHA-256 is stored, living 10 minutes (the SDK's intermediate cookie), spent by the call that
 * finishes MFA.
 */
export async function startIntermediateSession(
  deps: AppDeps,
  options: { project: Project; userId: string; factor: FactorProof; durationMinutes?: number | undefined },
): Promise<MfaPending> {
  const now = deps.clock.now();
  const token = `${INTERMEDIATE_TOKEN_PREFIX}${generateSecret()}`;
  const factors: AuthenticationFactor[] = [{ ...options.factor, last_authenticated_at: iso(now) }];
  const row: IntermediateSessionRow = {
    intermediate_session_id: newId('intermediate-session', options.project.environment),
    project_id: options.project.projectId,
    user_id: options.userId,
    token_hash: hashSecret(token),
    authentication_factors: JSON.stringify(factors),
    session_duration_minutes: options.durationMinutes ?? null,
    created_at: now,
    expires_at: now + minutes(INTERMEDIATE_SESSION_COOKIE_MINUTES),
    used_at: null,
  };
  const [user] = await Promise.all([
    loadUser(deps.db, options.project.projectId, options.userId),
    insertIntermediateSession(deps.db, row),
  ]);
  if (!user) throw new ApiError('user_not_found');
  return {
    user_id: options.userId,
    user,
    session: null,
    session_token: '',
    session_jwt: '',
    intermediate_session_token: token,
    mfa_required: mfaRequired(user, factors),
  };
}

/**
 * The live, unspent intermediate session a token names: for the calls that finish MFA and for
 * enrolling an authenticator app before it. Unknown, spent and expired all answer
 * intermediate_session_not_found.
 */
export async function requireIntermediateSession(
  deps: AppDeps,
  options: { project: Project; intermediateSessionToken: string },
): Promise<{ row: IntermediateSessionRow; factors: AuthenticationFactor[] }> {
  const row = await findIntermediateSession(
    deps.db,
    options.project.projectId,
    hashSecret(options.intermediateSessionToken),
  );
  if (!row || row.used_at !== null || row.expires_at <= deps.clock.now()) {
    throw new ApiError('intermediate_session_not_found');
  }
  return { row, factors: JSON.parse(row.authentication_factors) as AuthenticationFactor[] };
}

/**
 * A waiting sign-in read again by its token (the widget after a reload, which keeps only the
 * token): who is signing in and which second factors may finish it now. Does not spend it.
 * @throws ApiError intermediate_session_not_found, user_not_found
 */
export async function describeIntermediateSession(
  deps: AppDeps,
  options: { project: Project; intermediateSessionToken: string },
): Promise<Pick<MfaPending, 'user_id' | 'user' | 'mfa_required'>> {
  const { row, factors } = await requireIntermediateSession(deps, options);
  const user = await loadUser(deps.db, options.project.projectId, row.user_id);
  if (!user) throw new ApiError('user_not_found');
  return { user_id: row.user_id, user, mfa_required: mfaRequired(user, factors) };
}

/**
 * The second factors this user could finish with now, from what their account holds (a confirmed
 * authenticator app, a phone number, an email other than the first factor's inbox, a passkey). A
 * user with none of them may enrol an authenticator app with the intermediate token.
 */
function mfaRequired(user: UserData, factors: AuthenticationFactor[]): z.infer<typeof MfaRequired> {
  const hasTotp = (user.totps ?? []).some((totp) => totp.verified);
  const candidates: Array<[MfaPending['mfa_required']['secondary_factors'][number], FactorProof, boolean]> = [
    ['totp', { type: 'totp', delivery_method: 'authenticator_app' }, hasTotp],
    ['recovery_code', { type: 'recovery_codes', delivery_method: 'recovery_code' }, hasTotp],
    ['sms_otp', { type: 'otp', delivery_method: 'sms' }, user.phone_numbers.some((p) => p.verified)],
    ['email_otp', { type: 'otp', delivery_method: 'email' }, user.emails.some((e) => e.verified)],
    [
      'webauthn',
      { type: 'webauthn', delivery_method: 'webauthn_registration' },
      user.webauthn_registrations.length > 0,
    ],
  ];
  const secondary_factors = candidates
    .filter(([, proof, held]) => held && finishesMfa(factors, proof))
    .map(([name]) => name);
  return {
    authentication_factors: factors,
    secondary_factors,
    totp_enrolment_required: secondary_factors.length === 0,
  };
}
