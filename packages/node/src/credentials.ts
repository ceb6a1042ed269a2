import { COOKIE_NAMES } from '@foyer/protocol/constants';

/** What a request carries to prove its session: the browser's cookies or a Bearer header. */
export interface SessionCredentials {
  /** From the `stytch_session_jwt` cookie, or a Bearer header holding a JWT. */
  jwt: string | null;
  /** From the `stytch_session` cookie, or a Bearer header holding an opaque token. */
  token: string | null;
}

/** The two headers credentials are read from. */
export interface CredentialHeaders {
  cookie?: string | null | undefined;
  authorization?: string | null | undefined;
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Reads the session out of a request's headers: `Authorization: Bearer <jwt or token>` first (an
 * API client's explicit choice), then the cookies the Foyer SDK sets.
 */
export function readSessionCredentials(headers: CredentialHeaders): SessionCredentials {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) return JWT_SHAPE.test(bearer) ? { jwt: bearer, token: null } : { jwt: null, token: bearer };
  const cookies = headers.cookie ?? '';
  return { jwt: readCookie(cookies, COOKIE_NAMES.sessionJwt), token: readCookie(cookies, COOKIE_NAMES.session) };
}

/** One cookie's value from a Cookie header, URI-decoded (the SDK encodes what it writes); null when absent or empty. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The Set-Cookie value for a refreshed session JWT, with the SDK's attributes: Path=/, SameSite=Lax,
 * expiring with the session, Secure except on localhost (where browsers refuse Secure over http).
 */
export function sessionJwtCookie(
  jwt: string,
  options: { expiresAt: string; hostname: string; secure?: boolean },
): string {
  const secure = options.secure ?? !LOCAL_HOSTNAMES.has(options.hostname);
  return [
    `${COOKIE_NAMES.sessionJwt}=${encodeURIComponent(jwt)}`,
    'Path=/',
    `Expires=${new Date(options.expiresAt).toUTCString()}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
