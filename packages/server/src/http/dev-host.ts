import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config/env.ts';
import { ApiError } from '../errors/api-error.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Development endpoints (/dev/*: the project secret, the outbox, the test clock, the dev sign-in)
 * answer only when the Host header names this server: a loopback name on the server's port, or
 * FOYER_PUBLIC_URL's host. A DNS-rebinding page (evil.example resolving to 127.0.0.1) sends its own
 * name as Host, so it gets 403 host_not_allowed instead of the secret. Port 0 (an ephemeral port,
 * known only once listening) accepts loopback names on any port.
 */
export function devHostCheck(config: Pick<ServerConfig, 'port' | 'publicUrl'>): MiddlewareHandler {
  const publicHost = new URL(config.publicUrl).host.toLowerCase();
  return async (c, next) => {
    const url = new URL(c.req.url);
    const host = url.host.toLowerCase();
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    const loopback = LOOPBACK_NAMES.has(url.hostname.toLowerCase()) && (config.port === 0 || port === config.port);
    if (!loopback && host !== publicHost) {
      throw new ApiError(
        'host_not_allowed',
        `Development endpoints do not answer for the host ${url.host}: use localhost, 127.0.0.1 or [::1] on the server's port, or the host of FOYER_PUBLIC_URL (${publicHost}).`,
      );
    }
    await next();
  };
}
