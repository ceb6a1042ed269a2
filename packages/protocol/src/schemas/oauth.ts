import { z } from 'zod';
import {
  AuthenticateResponse,
  PkceCodeChallenge,
  PkceCodeVerifier,
  PresentedSessionFields,
  SessionDurationMinutes,
} from './common.ts';

export const OAUTH_PROVIDERS = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;
export type OAuthProviderType = (typeof OAUTH_PROVIDERS)[number];

/** The generic OpenID Connect provider, configured by issuer discovery (not a widget button type). */
export const GENERIC_OIDC_PROVIDER = 'oidc';

/**
 * Why the server says One Tap cannot run for a project (docs/behaviour.md#errors): no Google client id configured,
 * no login or signup redirect URL, or Google served by the development identity provider (the
 * 'default provider', which has no Google client id One Tap could use).
 */
export const ONE_TAP_SERVER_FAILURES = [
  'oauth_config_not_found',
  'no_login_redirect_urls',
  'no_signup_redirect_urls',
  'default_provider_not_allowed',
] as const;
export type OneTapServerFailure = (typeof ONE_TAP_SERVER_FAILURES)[number];

export const GoogleOneTapConfigResponse = z
  .object({
    status_code: z.number().int(),
    request_id: z.string(),
    /** The Google client id the One Tap prompt is created with; null when One Tap cannot run. */
    client_id: z.string().nullable(),
    /** The URL of Google's client script (a project may point it elsewhere, e.g. a test stand-in). */
    script_url: z.string(),
    /** Why One Tap cannot run, or null when it can. */
    failure: z.enum(ONE_TAP_SERVER_FAILURES).nullable(),
  })
  .meta({ id: 'GoogleOneTapConfigResponse' });

export const GoogleOneTapRequest = z
  .object({
    /** The credential Google's script hands the page: a Google-signed ID token (JWT). */
    credential: z.string().min(1).max(8192),
    login_redirect_url: z.string().url().max(2048).optional(),
    signup_redirect_url: z.string().url().max(2048).optional(),
    /**
     * The PKCE challenge the page gave Google's script as its `nonce`: the ID token must carry it,
     * and the oauth token answered then needs its verifier (the SDK sends both).
     */
    code_challenge: PkceCodeChallenge.optional(),
  })
  .meta({ id: 'GoogleOneTapRequest' });

/** Where the page goes next: the login or signup redirect URL with a single-use oauth token. */
export const GoogleOneTapResponse = z
  .object({ status_code: z.number().int(), request_id: z.string(), redirect_url: z.string() })
  .meta({ id: 'GoogleOneTapResponse' });

export const OAuthAuthenticateRequest = z
  .object({
    intermediate_session_token: PresentedSessionFields.intermediate_session_token,
    token: z.string().min(1).max(256),
    session_duration_minutes: SessionDurationMinutes.optional(),
    /** The verifier of the start URL's code_challenge. */
    code_verifier: PkceCodeVerifier.optional(),
  })
  .meta({ id: 'OAuthAuthenticateRequest' });

export const OAuthAuthenticateResponse = AuthenticateResponse.extend({
  provider_type: z.string(),
  provider_values: z.object({
    access_token: z.string(),
    id_token: z.string().nullable(),
    refresh_token: z.string().nullable(),
    scopes: z.array(z.string()),
  }),
}).meta({ id: 'OAuthAuthenticateResponse' });
