import { z } from 'zod';
import {
  Email,
  PkceCodeChallenge,
  PkceCodeVerifier,
  PresentedSessionFields,
  SessionDurationMinutes,
  Url,
} from './common.ts';

const ExpirationMinutes = z.number().int().min(5).max(10080);

export const MagicLinksLoginOrCreateRequest = z
  .object({
    email: Email,
    login_magic_link_url: Url.optional(),
    signup_magic_link_url: Url.optional(),
    login_expiration_minutes: ExpirationMinutes.optional(),
    signup_expiration_minutes: ExpirationMinutes.optional(),
    create_user_as_pending: z.boolean().optional(),
    login_template_id: z.string().max(128).optional(),
    signup_template_id: z.string().max(128).optional(),
    /** PKCE: required from a browser (the SDK adds it); the link then works only with its code_verifier. */
    code_challenge: PkceCodeChallenge.optional(),
  })
  .meta({ id: 'MagicLinksLoginOrCreateRequest' });

export const MagicLinksAuthenticateRequest = z
  .object({
    intermediate_session_token: PresentedSessionFields.intermediate_session_token,
    token: z.string().min(1).max(256),
    session_duration_minutes: SessionDurationMinutes.optional(),
    /** The verifier of the send's code_challenge (the SDK sends it from the browser's storage). */
    code_verifier: PkceCodeVerifier.optional(),
  })
  .meta({ id: 'MagicLinksAuthenticateRequest' });
