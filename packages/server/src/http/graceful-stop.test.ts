import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, keepConnectionsAlive, stopGracefully } from './graceful-stop.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  reusedSocket: boolean;
}

/** A GET through `agent`; resolves with the status, the Connection header, and whether the socket was reused. */
function get(port: number, agent: Agent, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ port, host: '127.0.0.1', path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          reusedSocket: sent.reusedSocket,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('stopping gracefully behind a proxy that keeps connections alive', () => {
  let server: Server;
  const agents: Agent[] = [];
  const keptAlive = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  const start = async (hang = false): Promise<number> => {
    server = createServer((incoming, response) => {
      if (hang && incoming.url === '/slow') return; // never answered
      response.end('ok');
    });
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy();
    server.closeAllConnections();
    server.close();
  });

  it('keeps idle connections open longer than nginx and AWS ALB do (60 s), so the proxy closes them first', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    server = createServer();
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('refuses new connections but answers one more request on a connection idle when the stop began, then closes it', async () => {
    const port = await start();
    const proxy = keptAlive();
    expect(await get(port, proxy)).toMatchObject({ status: 200, reusedSocket: false });

    let stopped = false;
    const stop = stopGracefully(server, { idleDrainMs: 5_000 }).then(() => {
      stopped = true;
    });
    await expect(get(port, keptAlive())).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // The same kept-alive socket, not cut under the proxy: answered, and told to go.
    expect(await get(port, proxy)).toEqual({ status: 200, connection: 'close', reusedSocket: true });
    const started = Date.now();
    await stop;
    expect(stopped).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000); // it did not wait for the drain time
  });

  it('closes a connection nobody used again once the drain time is over', async () => {
    const port = await start();
    const proxy = keptAlive();
    await get(port, proxy);
    const started = Date.now();
    await stopGracefully(server, { idleDrainMs: 200 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(server.listening).toBe(false);
  });

  it('cuts a request still unanswered after the grace time', async () => {
    const port = await start(true);
    // The stop must begin with the request in the server's hands, not still on its way.
    const received = new Promise((resolve) => server.once('request', resolve));
    const hanging = get(port, keptAlive(), '/slow');
    await received;
    await stopGracefully(server, { idleDrainMs: 50, graceMs: 300 });
    await expect(hanging).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
