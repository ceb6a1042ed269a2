import type { UserData } from '@foyer/protocol';
import type { OutgoingEmail } from '../../delivery/email-sender.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Project } from '../../store/projects.ts';
import { deleteTotp, findTotp, listRecoveryCodes, listUserTotps, replaceRecoveryCodes } from '../../store/totps.ts';
import { loadUser } from '../../store/users.ts';
import type { TotpContext } from './context.ts';
import { newRecoveryCodes, unusedRecoveryCodes } from './recovery-codes.ts';
import { authenticatorRemovedEmail, NOTICE_LIFETIME_MS, sendAuthenticatorRemovedEmail } from './removed-notice.ts';

/** A user's authenticator apps with the recovery codes still unused (Stytch's recovery_codes answer). */
export interface RecoveryCodeList {
  user_id: string;
  totps: { totp_id: string; verified: boolean; recovery_codes: string[] }[];
}

/**
 * `secondFactorProven: false` (an SDK session with one factor) refuses once an authenticator is
 * confirmed: the codes are a way past it. The host's backend decides for itself.
 * @throws ApiError user_not_found, mfa_required
 */
export async function listUnusedRecoveryCodes(
  context: TotpContext,
  options: { project: Project; userId: string; secondFactorProven: boolean },
): Promise<RecoveryCodeList> {
  const { deps } = context;
  const [user, totps] = await Promise.all([
    loadUser(deps.db, options.project.projectId, options.userId),
    listUserTotps(deps.db, options.project.projectId, options.userId),
  ]);
  if (!user) throw new ApiError('user_not_found');
  const now = deps.clock.now();
  const live = totps.filter((totp) => totp.verified || (totp.expiresAt !== null && totp.expiresAt > now));
  if (!options.secondFactorProven && live.some((totp) => totp.verified)) throw new ApiError('mfa_required');
  return {
    user_id: options.userId,
    totps: await Promise.all(
      live.map(async (totp) => ({
        totp_id: totp.totpId,
        verified: totp.verified,
        recovery_codes: unusedRecoveryCodes(deps.secrets, await listRecoveryCodes(deps.db, totp.totpId)),
      })),
    ),
  };
}

/**
 * Removes an authenticator app and its recovery codes (Stytch's users.deleteTOTP). A confirmed one
 * gone, the user gets a security email (removed-notice.ts), queued in the same transaction.
 * @throws ApiError totp_not_found
 */
export async function removeTotp(
  context: TotpContext,
  options: { project: Project; totpId: string; locale: string },
): Promise<{ user_id: string; user: UserData }> {
  const { deps } = context;
  const now = deps.clock.now();
  const removed: { notice: OutgoingEmail | null } = { notice: null };
  const userId = await deleteTotp(deps.db, options.project.projectId, options.totpId, now, async (trx, owner) => {
    removed.notice = await authenticatorRemovedEmail(trx, { ...options, userId: owner });
    if (removed.notice) await deps.mailer.queue?.enqueue(trx, removed.notice, now + NOTICE_LIFETIME_MS);
  });
  if (removed.notice) await sendAuthenticatorRemovedEmail(deps, removed.notice);
  if (!userId) throw new ApiError('totp_not_found');
  const user = await loadUser(deps.db, options.project.projectId, userId);
  if (!user) throw new ApiError('user_not_found');
  return { user_id: userId, user };
}

/**
 * New recovery codes for the user's confirmed authenticator (the old ones void): for a session that
 * proved two factors only, as reading them is. Nothing to rotate without a confirmed one.
 * @throws ApiError totp_not_found, mfa_required
 */
export async function rotateRecoveryCodes(
  context: TotpContext,
  options: { project: Project; userId: string; secondFactorProven: boolean },
): Promise<{ user_id: string; totp_id: string; recovery_codes: string[] }> {
  const { deps } = context;
  const confirmed = (await listUserTotps(deps.db, options.project.projectId, options.userId)).find(
    (totp) => totp.verified,
  );
  if (!confirmed) throw new ApiError('totp_not_found');
  if (!options.secondFactorProven) throw new ApiError('mfa_required');
  const recovery = newRecoveryCodes(deps.secrets, options.project.environment);
  await replaceRecoveryCodes(deps.db, confirmed.totpId, recovery.rows);
  return { user_id: options.userId, totp_id: confirmed.totpId, recovery_codes: recovery.codes };
}

/**
 * The signed-in user removes their own authenticator (Stytch's SDK `user.deleteTOTP`). Another
 * user's id answers as an unknown one. A confirmed authenticator needs a session that proved two
 * factors: a stolen password or a phished link alone must not switch MFA off. An unconfirmed
 * enrolment (abandoned) goes freely.
 * @throws ApiError totp_not_found, mfa_required
 */
export async function removeOwnTotp(
  context: TotpContext,
  options: { project: Project; userId: string; totpId: string; secondFactorProven: boolean; locale: string },
): Promise<{ user_id: string; user: UserData }> {
  const totp = await findTotp(context.deps.db, options.project.projectId, options.totpId);
  if (!totp || totp.userId !== options.userId) throw new ApiError('totp_not_found');
  if (totp.verified && !options.secondFactorProven) throw new ApiError('mfa_required');
  return removeTotp(context, { project: options.project, totpId: options.totpId, locale: options.locale });
}
