import type { Foyer } from './client.ts';
import { type CredentialHeaders, readSessionCredentials, sessionJwtCookie } from './credentials.ts';
import { FoyerApiError } from './errors.ts';
import { isExpiredJwtError, type VerifiedSession } from './verify-session.ts';

/** How middleware treats a request's session. */
export interface SessionMiddlewareOptions {
  /** Reject a request without a live session with 401 (default), or pass it on signed out (`false`). */
  required?: boolean;
  /** Check every request through the server (sees a revocation at once). Default false: JWTs offline. */
  online?: boolean;
  /**
   * A JWT cookie this close to expiry (seconds) is refreshed through the online check and set again,
   * as is an expired one while the session lives. Default 60; 0 refreshes only expired JWTs.
   */
  refreshWithinSeconds?: number;
  /** The refreshed cookie's Secure flag. Default: Secure except on localhost. */
  secureCookies?: boolean;
  /**
   * The route needs a second factor (`true`), or one proven in the last `withinMinutes` (step-up
   * before a sensitive action); otherwise it answers 403 `mfa_required`, whatever `required` says.
   */
  secondFactor?: true | { withinMinutes: number };
}

/** What middleware learns about a request. */
export type RequestSession =
  | { signedIn: true; session: VerifiedSession; setCookie: string | null; mfaRequired: FoyerApiError | null }
  | { signedIn: false; error: FoyerApiError; setCookie: null };

/** Errors that mean "this request has no live session"; anything else (bad secret, outage) is thrown. */
const SIGNED_OUT_TYPES = new Set(['missing_session', 'session_not_found', 'invalid_session_jwt']);

/**
 * The session a request carries, checked the way `options` ask: the JWT offline when there is one
 * (refreshed online near or past its expiry), otherwise the session token online. Frameworks'
 * middleware is a thin layer over this.
 */
export async function checkRequestSession(
  foyer: Foyer,
  request: CredentialHeaders & { hostname: string },
  options: SessionMiddlewareOptions = {},
): Promise<RequestSession> {
  const credentials = readSessionCredentials(request);
  const fromCookies = !/^Bearer\s/i.test(request.authorization ?? '');
  const onlineCredential = credentials.token ?? credentials.jwt;
  if (!onlineCredential) {
    return signedOut(
      new FoyerApiError({
        error_type: 'missing_session',
        error_message: 'This call needs a signed-in session.',
        status_code: 401,
      }),
    );
  }
  try {
    if (options.online || !credentials.jwt) return await online(onlineCredential);
    let offline: VerifiedSession;
    try {
      offline = await foyer.verifySession(credentials.jwt);
    } catch (error) {
      if (isExpiredJwtError(error)) return await online(onlineCredential);
      throw error;
    }
    const secondsLeft = offline.claims.exp - foyer.now() / 1000;
    if (secondsLeft < (options.refreshWithinSeconds ?? 60)) return await online(onlineCredential);
    return signedIn(offline, null);
  } catch (error) {
    if (error instanceof FoyerApiError && SIGNED_OUT_TYPES.has(error.error_type)) return signedOut(error);
    throw error;
  }

  async function online(credential: string): Promise<RequestSession> {
    const session = await foyer.verifySession(credential, { online: true });
    const setCookie =
      fromCookies && session.sessionJwt
        ? sessionJwtCookie(session.sessionJwt, {
            expiresAt: session.session.expires_at,
            hostname: request.hostname,
            ...(options.secureCookies === undefined ? {} : { secure: options.secureCookies }),
          })
        : null;
    return signedIn(session, setCookie);
  }

  function signedIn(session: VerifiedSession, setCookie: string | null): RequestSession {
    const mfaRequired = secondFactorRefusal(session, options.secondFactor, foyer.now());
    return { signedIn: true, session, setCookie, mfaRequired };
  }
}

/** The factors that can be a second one: an authenticator or recovery code, a passcode, a passkey. */
const SECOND_FACTOR_TYPES = new Set(['totp', 'recovery_codes', 'otp', 'webauthn']);

function secondFactorRefusal(
  session: VerifiedSession,
  need: SessionMiddlewareOptions['secondFactor'],
  now: number,
): FoyerApiError | null {
  if (!need) return null;
  const refuse = (error_message: string) =>
    new FoyerApiError({ error_type: 'mfa_required', error_message, status_code: 403 });
  if (session.assuranceLevel < 2) {
    return refuse('This needs a second factor: confirm with your authenticator app, a passcode or a passkey.');
  }
  if (need === true) return null;
  const newest = Math.max(
    ...session.factors.filter((f) => SECOND_FACTOR_TYPES.has(f.type)).map((f) => Date.parse(f.last_authenticated_at)),
  );
  if (now - newest <= need.withinMinutes * 60_000) return null;
  return refuse(
    `This needs a second factor confirmed in the last ${need.withinMinutes} minutes: confirm again with your authenticator app, a passcode or a passkey.`,
  );
}

function signedOut(error: FoyerApiError): RequestSession {
  return { signedIn: false, error, setCookie: null };
}

/** The JSON body of a 401 answer: the server's error shape. */
export function unauthorizedBody(error: FoyerApiError) {
  return { status_code: 401, error_type: error.error_type, error_message: error.error_message };
}

/**
 * What middleware answers instead of running the route, if anything: 401 without a session (unless
 * `required: false`), 403 `mfa_required` when the route's second factor is missing or too old.
 */
export function refusalOf(
  result: RequestSession,
  options: SessionMiddlewareOptions,
): { status: 401 | 403; body: ReturnType<typeof unauthorizedBody> } | null {
  if (!result.signedIn)
    return options.required === false ? null : { status: 401, body: unauthorizedBody(result.error) };
  if (!result.mfaRequired) return null;
  const { error_type, error_message } = result.mfaRequired;
  return { status: 403, body: { status_code: 403, error_type, error_message } };
}
