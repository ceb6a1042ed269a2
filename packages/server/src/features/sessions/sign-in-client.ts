import type { Context, MiddlewareHandler } from 'hono';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv, SignInClient } from '../../http/env.ts';
import { clientAddress, type SocketAddressSource, socketAddress } from '../../security/client-address.ts';

export type { SignInClient } from '../../http/env.ts';

/** Longer User-Agents are cut: the list shows a device, not whatever a client chose to send. */
export const MAX_USER_AGENT_LENGTH = 512;

/** A sign-in with no browser behind it (the backend API, a test helper, the CLI). */
export const UNKNOWN_SIGN_IN_CLIENT: SignInClient = { ipAddress: null, userAgent: null };

/**
 * Middleware for the SDK API: lets a sign-in read the caller's address (socket peer, or
 * X-Forwarded-For only behind a trusted proxy) and User-Agent, for the session's record in the
 * backend's session list. Read on demand (`signInClientOf`), since a session check never needs it.
 * Not an AsyncLocalStorage: on Node 20 one turns on promise hooks for every await of every request,
 * about a tenth of a session check's CPU.
 */
export function recordSignInClient(
  deps: AppDeps,
  source: SocketAddressSource = socketAddress,
): MiddlewareHandler<AppEnv> {
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  return async (c, next) => {
    c.set('signInClient', () => ({
      ipAddress: clientAddress(c, trustedProxies, source),
      userAgent: c.req.header('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) || null,
    }));
    await next();
  };
}

/** The client of an SDK request, for the session a sign-in creates. */
export function signInClientOf(c: Context<AppEnv>): SignInClient {
  return c.get('signInClient')?.() ?? UNKNOWN_SIGN_IN_CLIENT;
}
