import type { UserData } from '@foyer/protocol';
import { minutes } from '../../clock.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import { insertTotpEnrolment, listUserTotps } from '../../store/totps.ts';
import { loadUser } from '../../store/users.ts';
import { newId } from '../../tokens.ts';
import type { Caller } from '../users/ownership/policy.ts';
import { assertAttachable, decideFor } from '../users/ownership/policy.ts';
import type { TotpContext } from './context.ts';
import { qrCodeDataUrl } from './qr-code.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, otpauthUri } from './rfc6238.ts';

/** Stytch's default and bounds for how long an enrolment waits for its first right code. */
export const DEFAULT_ENROLMENT_MINUTES = 1440;
export const MIN_ENROLMENT_MINUTES = 5;
export const MAX_ENROLMENT_MINUTES = 1440;

/** What an enrolment answers (Stytch's create): shown once; only the recovery codes can be listed again. */
export interface Enrolment {
  totp_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
  user_id: string;
  user: UserData;
}

/**
 * Starts an authenticator-app enrolment for a user: a new secret, its QR code and ten recovery
 * codes. The user keeps one authenticator: a new enrolment replaces an unconfirmed one, and a
 * confirmed one only when `mayReplaceConfirmed` (a session that already proved a second factor);
 * otherwise active_totp_exists, as Stytch answers (the host's backend deletes the old one first,
 * DELETE /v1/users/totps/{totp_id}). The confirmed one stays until the new one is confirmed.
 * @throws ApiError user_not_found, unverified_account, active_totp_exists
 */
export async function enrolTotp(
  context: TotpContext,
  options: {
    project: Project;
    userId: string;
    caller: Caller;
    mayReplaceConfirmed: boolean;
    expirationMinutes?: number | undefined;
  },
): Promise<Enrolment> {
  const { deps } = context;
  const { project, userId } = options;
  const user = await loadUser(deps.db, project.projectId, userId);
  if (!user) throw new ApiError('user_not_found');
  assertAttachable(
    await decideFor(deps.db, { route: 'totps.create', caller: options.caller, targetUserId: userId }),
    'duplicate_email',
  );
  const existing = await listUserTotps(deps.db, project.projectId, userId);
  if (existing.some((totp) => totp.verified) && !options.mayReplaceConfirmed) throw new ApiError('active_totp_exists');

  const now = deps.clock.now();
  const totpId = newId('totp', project.environment);
  const secret = newTotpSecret();
  const account = user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? userId;
  const recovery = newRecoveryCodes(deps.secrets, project.environment);
  const [qr_code] = await Promise.all([
    qrCodeDataUrl(otpauthUri(secret, { issuer: project.settings.name, account })),
    insertTotpEnrolment(deps.db, {
      row: {
        totp_id: totpId,
        project_id: project.projectId,
        user_id: userId,
        secret: deps.secrets.seal(secret, sealContext(totpId)),
        verified: 0,
        expires_at: now + minutes(options.expirationMinutes ?? DEFAULT_ENROLMENT_MINUTES),
        last_used_step: null,
        created_at: now,
      },
      codes: recovery.rows,
    }),
  ]);
  const updated = (await loadUser(deps.db, project.projectId, userId)) ?? user;
  return { totp_id: totpId, secret, qr_code, recovery_codes: recovery.codes, user_id: userId, user: updated };
}

/** What a sealed secret is bound to: its own row, so a value copied into another row does not open. */
export const sealContext = (totpId: string) => `totp secret\0${totpId}`;
