import { z } from 'zod';
import {
  Email,
  envelope,
  PkceCodeChallenge,
  PkceCodeVerifier,
  PresentedSessionFields,
  SessionDurationMinutes,
  Url,
} from './common.ts';

const Password = z.string().min(1).max(256);

export const PasswordStrengthCheckRequest = z
  .object({ email: Email.optional(), password: Password })
  .meta({ id: 'PasswordStrengthCheckRequest' });

export const PasswordStrengthCheckResponse = z
  .object({
    ...envelope,
    score: z.number().int().min(0).max(4),
    valid_password: z.boolean(),
    strength_policy: z.enum(['none', 'zxcvbn', 'luds']),
    breached_password: z.boolean(),
    feedback: z.object({
      warning: z.string(),
      suggestions: z.array(z.string()),
      luds_requirements: z
        .object({
          has_lower_case: z.boolean(),
          has_upper_case: z.boolean(),
          has_digit: z.boolean(),
          has_symbol: z.boolean(),
          missing_complexity: z.number().int(),
          missing_characters: z.number().int(),
        })
        .nullable(),
    }),
  })
  .meta({ id: 'PasswordStrengthCheckResponse' });

export const PasswordsCreateRequest = z
  .object({
    email: Email,
    password: Password,
    session_duration_minutes: SessionDurationMinutes.optional(),
    intermediate_session_token: PresentedSessionFields.intermediate_session_token,
  })
  .meta({ id: 'PasswordsCreateRequest' });

export const PasswordsAuthenticateRequest = PasswordsCreateRequest.meta({ id: 'PasswordsAuthenticateRequest' });

/** How long a reset email's links work: 5 minutes to a week, as email login links. */
const LinkExpirationMinutes = z.number().int().min(5).max(10080);

export const PasswordsResetByEmailStartRequest = z
  .object({
    email: Email,
    login_redirect_url: Url.optional(),
    /** The email's login link ('Login without a password'); default: reset_password_expiration_minutes. */
    login_expiration_minutes: LinkExpirationMinutes.optional(),
    reset_password_redirect_url: Url.optional(),
    /** The reset link; default 30. */
    reset_password_expiration_minutes: LinkExpirationMinutes.optional(),
    reset_password_template_id: z.string().max(128).optional(),
    /** PKCE: required from a browser (the SDK adds it); both links of the email then need its code_verifier. */
    code_challenge: PkceCodeChallenge.optional(),
  })
  .meta({ id: 'PasswordsResetByEmailStartRequest' });

export const PasswordsResetByEmailRequest = z
  .object({
    intermediate_session_token: PresentedSessionFields.intermediate_session_token,
    token: z.string().min(1).max(256),
    password: Password,
    session_duration_minutes: SessionDurationMinutes.optional(),
    /** The verifier of the reset start's code_challenge. */
    code_verifier: PkceCodeVerifier.optional(),
  })
  .meta({ id: 'PasswordsResetByEmailRequest' });
