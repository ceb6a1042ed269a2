import { BACKEND_PATHS, BACKEND_PREFIX, SDK_PATHS, SDK_PREFIX } from '@foyer/protocol/paths';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { httpRequestDuration, signIns, signUps } from '../metrics/registry.ts';
import type { AppEnv } from './env.ts';

/** The route templates that prove a factor, by the sign-in method they count under. */
export const SIGN_INS = new Map<string, string>([
  [`${SDK_PREFIX}${SDK_PATHS.magicLinksAuthenticate}`, 'magic_link'],
  [`${SDK_PREFIX}${SDK_PATHS.otpsAuthenticate}`, 'otp'],
  [`${SDK_PREFIX}${SDK_PATHS.passwordsAuthenticate}`, 'password'],
  [`${SDK_PREFIX}${SDK_PATHS.webauthnAuthenticate}`, 'passkey'],
  [`${SDK_PREFIX}${SDK_PATHS.oauthAuthenticate}`, 'oauth'],
  [`${SDK_PREFIX}${SDK_PATHS.oauthGoogleOneTap}`, 'google_one_tap'],
  [`${SDK_PREFIX}${SDK_PATHS.cryptoWalletsAuthenticate}`, 'crypto_wallet'],
  [`${SDK_PREFIX}${SDK_PATHS.totpsAuthenticate}`, 'totp'],
  [`${BACKEND_PREFIX}${BACKEND_PATHS.magicLinksAuthenticate}`, 'magic_link'],
  [`${BACKEND_PREFIX}${BACKEND_PATHS.otpsAuthenticate}`, 'otp'],
]);
/** The route templates that only ever create an account (the others sign in or up alike). */
export const SIGN_UPS = new Map<string, string>([[`${SDK_PREFIX}${SDK_PATHS.passwordsCreate}`, 'password']]);

/** Methods kept as labels; any other (Node's parser takes some thirty) counts as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What a user saw: proven, turned down (4xx), refused for load or limits (429, 503), or a fault. */
function resultOf(status: number): 'success' | 'failure' | 'refused' | 'error' {
  if (status < 400) return 'success';
  if (status === 429 || status === 503) return 'refused';
  return status >= 500 ? 'error' : 'failure';
}

/**
 * Times every request and counts it by its route template (`/v1/users/:user_id`, never the path
 * itself, so no id or token becomes a label), method and status; sign-ins and sign-ups also count
 * by method and result. A path no route takes counts as `unmatched`.
 */
export const requestMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const route = routeTemplate(c);
    const status = c.res.status;
    const method = METHODS.has(c.req.method) ? c.req.method : 'other';
    durationOf(method, route, status).observe((performance.now() - started) / 1000);
    const signIn = SIGN_INS.get(route);
    if (signIn) signIns.inc({ method: signIn, result: resultOf(status) });
    const signUp = SIGN_UPS.get(route);
    if (signUp) signUps.inc({ method: signUp, result: resultOf(status) });
  }
};

// The histogram's child per label set, kept: prom-client hashes a labels object on every observe,
// which cost more than the observation. Bounded: route templates × methods × statuses.
const children = new Map<string, ReturnType<typeof httpRequestDuration.labels>>();
function durationOf(method: string, route: string, status: number) {
  const key = `${method} ${status} ${route}`;
  let child = children.get(key);
  if (!child) {
    child = httpRequestDuration.labels({ method, route, status: String(status) });
    children.set(key, child);
  }
  return child;
}

/** The first matched route that is an endpoint (not a `use` middleware): the handler that answers. */
export function routeTemplate(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path;
  return 'unmatched';
}
