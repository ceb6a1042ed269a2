import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress, type SocketAddressSource, socketAddress } from '../../security/client-address.ts';

/** Where a sign-in came from, as stored on the session for the backend's session list. */
export interface SignInClient {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Longer User-Agents are cut: the list shows a device, not whatever a client chose to send. */
export const MAX_USER_AGENT_LENGTH = 512;

const current = new AsyncLocalStorage<SignInClient>();

/**
 * Middleware for the SDK API: remembers the caller's address (socket peer, or X-Forwarded-For only
 * behind a trusted proxy) and User-Agent for the rest of the request, so whichever product signs
 * the user in, the session records them without every sign-in path passing them along.
 */
export function recordSignInClient(deps: AppDeps, source: SocketAddressSource = socketAddress): MiddlewareHandler {
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  return (c, next) =>
    current.run(
      {
        ipAddress: clientAddress(c, trustedProxies, source),
        userAgent: c.req.header('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) || null,
      },
      next,
    );
}

/** The client of the request being served, or unknown outside one (a test helper, a CLI). */
export function currentSignInClient(): SignInClient {
  return current.getStore() ?? { ipAddress: null, userAgent: null };
}
