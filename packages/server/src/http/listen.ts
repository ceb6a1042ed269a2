import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { AdmissionSettings } from '../config/admission-settings.ts';
import type { ConnectionSettings } from '../config/connection-settings.ts';
import { buildProxyList } from '../config/proxy-settings.ts';
import { clientLimitKey, normalizeAddress } from '../security/client-address.ts';
import { admissionGate } from './admission.ts';
import { keepConnectionsAlive } from './graceful-stop.ts';

/**
 * Starts the HTTP server for `fetch` with the slow-client guards: Node's header and request
 * timeouts (checked every second rather than Node's 30 s), the keep-alive timeout, and the cap on
 * open connections per client address. With `admission`, each client's in-memory budget is
 * checked before the request reaches Hono (http/admission.ts). Used by server.ts; tests start it
 * the same way.
 */
export function listen(options: {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  connections: ConnectionSettings;
  trustedProxies: readonly string[];
  /** Each client's in-memory budget; `holdMs` (tests) shortens how long a refusal is held. */
  admission?: { settings: AdmissionSettings | undefined; now: () => number; holdMs?: number };
}): Promise<Server> {
  const { connections, admission } = options;
  const gate = admission ? admissionGate({ ...admission, trustedProxies: options.trustedProxies }) : undefined;
  // serve() of @hono/node-server, written out so the gate can stand in front of its listener.
  const toHono = getRequestListener(options.fetch, { hostname: options.hostname });
  return new Promise<Server>((resolve) => {
    const server = createServer(
      {
        headersTimeout: connections.headersTimeoutMs,
        requestTimeout: connections.requestTimeoutMs,
        // How often Node looks for requests past those timeouts (default 30 s, longer than both).
        connectionsCheckingInterval: Math.min(1_000, connections.headersTimeoutMs),
      },
      gate ? gate(toHono) : toHono,
    );
    server.listen(options.port, options.hostname, () => resolve(server));
    keepConnectionsAlive(server);
    capConnectionsPerClient(server, connections.perClient, options.trustedProxies);
  });
}

/**
 * Closes a new connection at once when its peer (IPv6: its /64) already holds `perClient` open
 * ones. Counted on the socket's own address, before any byte is read: the cheapest place. A trusted
 * proxy's connections are not counted (they carry every client's requests).
 */
export function capConnectionsPerClient(server: Server, perClient: number, trustedProxies: readonly string[]): void {
  const trusted = buildProxyList(trustedProxies);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = normalizeAddress(socket.remoteAddress);
    if (!address || trusted.check(address, address.includes(':') ? 'ipv6' : 'ipv4')) return;
    const key = clientLimitKey(address);
    const count = open.get(key) ?? 0;
    if (count >= perClient) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
