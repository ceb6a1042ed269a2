import { z } from 'zod';
import { AuthenticateResponse, envelope, SessionDurationMinutes, User } from './common.ts';

/** How long an enrolment waits for its first right code (Stytch's bounds; default 1440, a day). */
export const TotpExpirationMinutes = z.number().int().min(5).max(1440);
/** An authenticator app's code: 6 digits (RFC 6238 as every app shows it). */
export const TotpCode = z.string().regex(/^\d{6}$/, 'The authenticator code is 6 digits');
/** A recovery code as written down, e.g. `k7qm-x2bd-9tws` (case, spaces and dashes do not matter). */
export const RecoveryCode = z.string().trim().min(1).max(64);
/** A sign-in waiting for its second factor (`mfa_required` answers): the call may finish it. */
const IntermediateSessionToken = z.string().max(256).optional();

export const TotpsCreateRequest = z
  .object({
    expiration_minutes: TotpExpirationMinutes.optional(),
    intermediate_session_token: IntermediateSessionToken,
  })
  .meta({ id: 'TotpsCreateRequest' });

export const TotpsCreateResponse = z
  .object({
    ...envelope,
    totp_id: z.string(),
    /** The shared secret in base32, for people who type it instead of scanning. */
    secret: z.string(),
    /** `data:image/png;base64,…`: a QR code of the otpauth:// URI. */
    qr_code: z.string(),
    recovery_codes: z.array(z.string()),
    user_id: z.string(),
    user: User,
  })
  .meta({ id: 'TotpsCreateResponse' });

export const TotpsAuthenticateRequest = z
  .object({
    totp_code: TotpCode,
    session_duration_minutes: SessionDurationMinutes.optional(),
    intermediate_session_token: IntermediateSessionToken,
  })
  .meta({ id: 'TotpsAuthenticateRequest' });

export const TotpsRecoverRequest = z
  .object({
    recovery_code: RecoveryCode,
    session_duration_minutes: SessionDurationMinutes.optional(),
    intermediate_session_token: IntermediateSessionToken,
  })
  .meta({ id: 'TotpsRecoverRequest' });

/** A sign-in by authenticator or recovery code: the usual answer, and which authenticator it was. */
export const TotpsAuthenticateResponse = AuthenticateResponse.extend({ totp_id: z.string() }).meta({
  id: 'TotpsAuthenticateResponse',
});

export const TotpsRecoveryCodesRequest = z.object({}).meta({ id: 'TotpsRecoveryCodesRequest' });

export const TotpsRecoveryCodesResponse = z
  .object({
    ...envelope,
    user_id: z.string(),
    totps: z.array(z.object({ totp_id: z.string(), verified: z.boolean(), recovery_codes: z.array(z.string()) })),
  })
  .meta({ id: 'TotpsRecoveryCodesResponse' });

export const TotpsRecoveryCodesRotateRequest = z.object({}).meta({ id: 'TotpsRecoveryCodesRotateRequest' });

/** New recovery codes for the user's confirmed authenticator, the old ones void (Stytch B2B's rotate answers them so). */
export const TotpsRecoveryCodesRotateResponse = z
  .object({ ...envelope, user_id: z.string(), totp_id: z.string(), recovery_codes: z.array(z.string()) })
  .meta({ id: 'TotpsRecoveryCodesRotateResponse' });

/** The signed-in user's authenticator removed (Stytch's `user.deleteTOTP`): the user as it is now. */
export const UsersDeleteTotpResponse = z
  .object({ ...envelope, user_id: z.string(), user: User })
  .meta({ id: 'UsersDeleteTotpResponse' });
