import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../deps.ts';
import { OAUTH_STATE_LIFETIME_MINUTES } from './constants.ts';
import { callbackUrl } from './providers/resolve.ts';

/**
 * The OAuth state cookie (RFC 9700 §4.7: bind the callback to the browser that started the flow).
 * The start sets it to the state it hands the provider; the callback accepts a state only from a
 * browser holding that cookie, so a callback URL an attacker hands a victim is refused.
 *
 * One cookie per flow, named after a few characters of the state's hash, so two sign-ins started
 * in two tabs do not overwrite each other's; each lives as long as its state (10 minutes).
 *
 * `__Host-` (Secure, Path=/, no Domain: no sibling subdomain can plant or read it) whenever the
 * callback is https or on a loopback host, where Chromium takes Secure cookies over plain http
 * (tried with Debian's Chromium: a `__Host-` cookie set by http://localhost:PORT and by
 * http://127.0.0.1:PORT comes back on the next request to each). Behind a
 * TLS front the browser sees https (FOYER_PUBLIC_URL), so `__Host-` holds there too. Only a plain
 * http address that is not loopback gets an unprefixed cookie: browsers drop Secure ones there.
 *
 * SameSite=None where the cookie is Secure: Apple posts the callback cross-site (form_post), which
 * a Lax cookie would miss. The cookie grants nothing by itself: it only has to equal the state.
 */
const BASE_NAME = 'foyer_oauth_state';

function cookieKey(state: string): string {
  return `${BASE_NAME}_${createHash('sha256').update(state).digest('base64url').slice(0, 10)}`;
}

/** Whether the browser reaches the callback over https or on a loopback host (Secure cookies work). */
export function secureCookiesWork(deps: AppDeps): boolean {
  const url = new URL(callbackUrl(deps));
  if (url.protocol === 'https:') return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
}

/** Sets the state cookie of a flow on the start's redirect. */
export function setStateCookie(c: Context, deps: AppDeps, state: string): void {
  const secure = secureCookiesWork(deps);
  setCookie(c, cookieKey(state), state, {
    ...(secure ? { prefix: 'host' as const, sameSite: 'None' as const } : { sameSite: 'Lax' as const }),
    path: '/',
    httpOnly: true,
    maxAge: OAUTH_STATE_LIFETIME_MINUTES * 60,
  });
}

/** The state cookie a callback's browser holds for `state`, or null. */
export function readStateCookie(c: Context, deps: AppDeps, state: string | null | undefined): string | null {
  if (!state) return null;
  return getCookie(c, cookieKey(state), secureCookiesWork(deps) ? 'host' : undefined) ?? null;
}

/** Ends a flow's cookie once its callback has been answered (used or refused, the state is spent or foreign). */
export function clearStateCookie(c: Context, deps: AppDeps, state: string | null | undefined): void {
  if (!state || readStateCookie(c, deps, state) === null) return;
  const secure = secureCookiesWork(deps);
  setCookie(c, cookieKey(state), '', {
    ...(secure ? { prefix: 'host' as const, sameSite: 'None' as const } : { sameSite: 'Lax' as const }),
    path: '/',
    httpOnly: true,
    maxAge: 0,
  });
}

/** Whether the callback's state is the one the browser's cookie holds (constant time). */
export function stateMatchesCookie(state: string, cookie: string | null): boolean {
  if (cookie === null) return false;
  const a = Buffer.from(state);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
