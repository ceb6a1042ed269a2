import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * How long a kept-alive connection may sit idle. Longer than a balancer's own idle timeout (nginx's
 * upstream `keepalive_timeout` and AWS ALB both default to 60 s), so the balancer closes an idle
 * connection, never Foyer: a connection Foyer closed just as nginx sent a POST on it is a 502, since
 * nginx does not resend a POST (Node's default is 5 s, which invites exactly that).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How long a stopping server keeps idle kept-alive connections for one more request each. */
export const IDLE_DRAIN_MS = 3_000;

/** How long a stopping server waits for requests in flight before cutting their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Applies `KEEP_ALIVE_TIMEOUT_MS`; call before the first connection (it is read per connection). */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}

/**
 * Stops accepting connections and resolves once every open one has ended. A kept-alive connection
 * is not cut while idle (a proxy may be sending a request on it at that very moment): its next
 * request is answered with `Connection: close`, so the proxy learns it is gone and opens the next
 * connection to another instance. Connections idle for `idleDrainMs` close then; any still busy
 * after `graceMs` are cut.
 */
export function stopGracefully(
  server: Server,
  { idleDrainMs = IDLE_DRAIN_MS, graceMs = SHUTDOWN_GRACE_MS }: { idleDrainMs?: number; graceMs?: number } = {},
): Promise<void> {
  // Before the app's own listener, which may answer synchronously.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('Connection', 'close');
  });
  return new Promise<void>((resolve) => {
    const drained = setTimeout(() => server.closeIdleConnections(), idleDrainMs);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    drained.unref();
    cut.unref();
    // net.Server's close, not http.Server's: the latter also closes idle connections at once.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(drained);
      clearTimeout(cut);
      resolve();
    });
  });
}
