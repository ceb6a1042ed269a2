import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../deps.ts';
import { OPERATOR_SESSION_TTL_MS } from '../../store/operators.ts';

const NAME = 'foyer_operator';
/** The header the console sends its session's CSRF token in, on every admin call (synchronizer token). */
export const CSRF_HEADER = 'x-foyer-csrf';

/**
 * The console's session cookie: HttpOnly, SameSite=Strict (no other site's page sends it), and
 * `__Host-` (Secure, Path=/, no Domain) wherever the browser takes Secure cookies: https, or a
 * loopback host, as Chromium allows. SameSite alone is not the CSRF defence (a sibling subdomain is
 * same-site): each call must also carry the session's CSRF token in CSRF_HEADER.
 */
function secureCookies(deps: AppDeps): boolean {
  const url = new URL(deps.config.publicUrl);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function setConsoleCookie(c: Context, deps: AppDeps, token: string): void {
  setCookie(c, NAME, token, {
    ...(secureCookies(deps) ? { prefix: 'host' as const } : {}),
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: OPERATOR_SESSION_TTL_MS / 1000,
  });
}

export function readConsoleCookie(c: Context, deps: AppDeps): string | null {
  return getCookie(c, NAME, secureCookies(deps) ? 'host' : undefined) ?? null;
}

/** Clears the cookie in the browser (the session row is revoked by the caller). */
export function clearConsoleCookie(c: Context, deps: AppDeps): void {
  setCookie(c, NAME, '', {
    ...(secureCookies(deps) ? { prefix: 'host' as const } : {}),
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: 0,
  });
}
