import { connect, createServer, type Server } from 'node:net';

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
  return {
    port,
    open: () =>
      new Promise((resolve, reject) => {
        server = createServer((client) => {
          const upstream = connect(target, '127.0.0.1');
          client.pipe(upstream).pipe(client);
          client.on('error', () => upstream.destroy());
          upstream.on('error', () => client.destroy());
        });
        server.on('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
