import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP relay in front of a real server (PostgreSQL, SMTP) that can be told to stall: from `stall()`
 * on, connections stay open but nothing more is passed either way, as with a database frozen
 * mid-answer or a network path that silently drops packets. With no `target` it is a server that
 * accepts connections and never says a word.
 */
export interface StallingProxy {
  port: number;
  /** Connections accepted so far. */
  readonly accepted: number;
  stall(): void;
  close(): Promise<void>;
}

export async function startStallingProxy(target?: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = !target;
  let accepted = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    accepted += 1;
    track(client);
    if (!target) return;
    const upstream = new Socket();
    track(upstream);
    upstream.connect(target.port, target.host);
    client.on('data', (chunk) => stalled || upstream.write(chunk));
    upstream.on('data', (chunk) => stalled || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    get accepted() {
      return accepted;
    },
    stall: () => {
      stalled = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
