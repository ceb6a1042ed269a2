import { z } from 'zod';
import { MAX_SESSION_DURATION_MINUTES, MIN_SESSION_DURATION_MINUTES } from '../constants.ts';
import { ERROR_TYPES } from '../errors.ts';

/** Fields every response carries. */
export const envelope = {
  status_code: z.number().int(),
  request_id: z.string(),
};

export const OkResponse = z.object(envelope).meta({ id: 'OkResponse' });

export const ErrorResponse = z
  .object({
    ...envelope,
    error_type: z.enum(ERROR_TYPES as [string, ...string[]]),
    error_message: z.string(),
  })
  .meta({ id: 'ErrorResponse' });

export const Email = z.string().trim().max(254).meta({ description: 'An email address', example: 'ada@example.com' });
export const Url = z.string().url().max(2048);
export const SessionDurationMinutes = z
  .number()
  .int()
  .min(MIN_SESSION_DURATION_MINUTES)
  .max(MAX_SESSION_DURATION_MINUTES)
  .meta({ description: 'How long the session lasts from now; it is extended by each authenticate call.' });

/** RFC 7636 S256: base64url(SHA-256(code_verifier)), 43 characters. */
export const PkceCodeChallenge = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be base64url(SHA-256(code_verifier)): 43 characters of A-Z a-z 0-9 - _')
  .meta({ description: 'PKCE S256 challenge: base64url(SHA-256(code_verifier)), no padding.' });
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const PkceCodeVerifier = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~')
  .meta({ description: 'The PKCE code_verifier whose challenge the send or start carried.' });

export const UserEmail = z.object({ email_id: z.string(), email: z.string(), verified: z.boolean() });
export const UserPhoneNumber = z.object({ phone_id: z.string(), phone_number: z.string(), verified: z.boolean() });
export const WebauthnRegistration = z
  .object({
    webauthn_registration_id: z.string(),
    name: z.string(),
    domain: z.string(),
    user_agent: z.string(),
    verified: z.boolean(),
    /** Stytch's field: the authenticator type asked for at registration. Foyer records none, so ''. */
    authenticator_type: z.string().optional(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .meta({ id: 'WebauthnRegistration' });
export const UserProvider = z.object({
  provider_type: z.string(),
  provider_subject: z.string(),
  profile_picture_url: z.string().nullable(),
  /** The link's id: DELETE /v1/users/oauth/{oauth_user_registration_id} removes it. */
  oauth_user_registration_id: z.string(),
});
export const UserCryptoWallet = z.object({
  crypto_wallet_id: z.string(),
  crypto_wallet_address: z.string(),
  crypto_wallet_type: z.enum(['ethereum', 'solana']),
  verified: z.boolean(),
});

export const User = z
  .object({
    user_id: z.string(),
    created_at: z.string(),
    status: z.enum(['active', 'pending']),
    // middle_name and the metadata are optional as in Stytch's User type; this server always sends them.
    name: z.object({ first_name: z.string(), middle_name: z.string().optional(), last_name: z.string() }),
    emails: z.array(UserEmail),
    phone_numbers: z.array(UserPhoneNumber),
    webauthn_registrations: z.array(WebauthnRegistration),
    providers: z.array(UserProvider),
    crypto_wallets: z.array(UserCryptoWallet),
    password: z.object({ password_id: z.string(), requires_reset: z.boolean() }).nullable(),
    /** Authenticator apps (TOTP), as Stytch lists them; optional in the type as in Stytch's, always sent. */
    totps: z.array(z.object({ totp_id: z.string(), verified: z.boolean() })).optional(),
    /** Set by the host backend only; the browser may read it. */
    trusted_metadata: z.record(z.string(), z.unknown()).optional(),
    untrusted_metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'User' });

export const AuthenticationFactor = z.object({
  type: z.enum(['magic_link', 'otp', 'password', 'webauthn', 'oauth', 'crypto_wallet', 'totp', 'recovery_codes']),
  delivery_method: z.string(),
  last_authenticated_at: z.string(),
  /** Which authenticator app (type totp, delivery_method authenticator_app), as Stytch names it. */
  totp_factor: z.object({ totp_id: z.string() }).optional(),
  /** Which recovery code was spent (type recovery_codes, delivery_method recovery_code). */
  recovery_code_factor: z.object({ totp_recovery_code_id: z.string() }).optional(),
  /** Which wallet signed (type crypto_wallet), as Stytch names it. */
  crypto_wallet_factor: z
    .object({ crypto_wallet_id: z.string(), crypto_wallet_address: z.string(), crypto_wallet_type: z.string() })
    .optional(),
});

export const Session = z
  .object({
    session_id: z.string(),
    user_id: z.string(),
    started_at: z.string(),
    last_accessed_at: z.string(),
    expires_at: z.string(),
    authentication_factors: z.array(AuthenticationFactor),
    /** Where the session was started: the client's address and User-Agent at sign-in ('' when unknown). */
    attributes: z.object({ ip_address: z.string(), user_agent: z.string() }).optional(),
  })
  .meta({ id: 'Session' });

/**
 * What a sign-in answers when the project requires a second factor and it is still missing: the
 * factors proven so far and the second factors that may finish this sign-in for this user.
 */
export const MfaRequired = z
  .object({
    authentication_factors: z.array(AuthenticationFactor),
    secondary_factors: z.array(z.enum(['totp', 'recovery_code', 'sms_otp', 'whatsapp_otp', 'email_otp', 'webauthn'])),
    /** True when the user has no second factor yet: the intermediate token may enrol an authenticator app. */
    totp_enrolment_required: z.boolean(),
  })
  .meta({ id: 'MfaRequired' });

/**
 * What every call that signs a user in answers. Under a project's `mfa_policy: required_for_all`,
 * a first factor answers `intermediate_session_token` and `mfa_required` instead of a session:
 * `session` is then null and `session_token` and `session_jwt` are empty (as Stytch's B2B API does).
 */
export const AuthenticateResponse = z
  .object({
    ...envelope,
    user_id: z.string(),
    user: User,
    session: Session.nullable(),
    session_token: z.string(),
    session_jwt: z.string(),
    intermediate_session_token: z.string().optional(),
    mfa_required: MfaRequired.optional(),
  })
  .meta({ id: 'AuthenticateResponse' });

/**
 * Session fields an authenticate call may carry: the caller's own session (the factor is added to
 * it) or an intermediate session token (the factor finishes MFA). The SDK's session token also
 * arrives in its Authorization header.
 */
export const PresentedSessionFields = {
  session_token: z.string().max(256).optional(),
  session_jwt: z.string().max(4096).optional(),
  intermediate_session_token: z.string().max(256).optional(),
};
