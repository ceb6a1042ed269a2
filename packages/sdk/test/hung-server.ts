import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the hung server treats a request: never answer, or send the headers and then go quiet. */
export type Hang = 'no-answer' | 'headers-then-silence';

/**
 * A real HTTP server that takes requests and never finishes answering them, as a wedged server or
 * a dead proxy does. `received` resolves when the nth request has arrived; `close` drops them all.
 */
export async function startHungServer(hang: Hang = 'no-answer') {
  const seen: IncomingMessage[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.push(request);
    // Browsers send a preflight before a cross-origin JSON POST: answer it, hang the real call.
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': request.headers.origin ?? '*',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      });
      response.end();
      return;
    }
    if (hang === 'headers-then-silence') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.write('{"status_code":');
    }
    for (const wake of waiting.splice(0)) wake();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The requests (not preflights) received so far. */
    requests: () => seen.filter((request) => request.method !== 'OPTIONS'),
    /** Resolves once `count` requests (not preflights) have arrived. */
    async received(count = 1) {
      while (seen.filter((request) => request.method !== 'OPTIONS').length < count) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
