import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A door to a TCP service on a port that refuses connections until `open()`: a database that cannot
 * be reached at start (not yet up, a firewall not yet opened), then arrives. Once open it forwards
 * each connection to `target` on 127.0.0.1.
 */
export interface TcpGate {
  port: number;
  open(): Promise<void>;
  close(): Promise<void>;
}

export function tcpGate(port: number, target: number): TcpGate {
  let server: Server | null = null;
  // What passes the door: closed with it, since a pooled database connection would hold server.close() open for ever.
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  return {
    port,
    open: () =>
      new Promise((resolve, reject) => {
        server = createServer((client) => {
          const upstream = connect(target, '127.0.0.1');
          track(client);
          track(upstream);
          client.pipe(upstream).pipe(client);
          client.on('error', () => upstream.destroy());
          upstream.on('error', () => client.destroy());
        });
        server.on('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}
