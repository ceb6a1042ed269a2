import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway certificate authority and a `localhost` certificate it signed, as PEM files. */
export interface ThrowawayCa {
  dir: string;
  /** The CA's certificate: give it to clients (`NODE_EXTRA_CA_CERTS`, an NSS database). */
  caPath: string;
  certPath: string;
  keyPath: string;
}

function openssl(dir: string, args: string[]): void {
  const result = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
}

/**
 * Makes a CA (one day, in a fresh temp folder) and a certificate for `localhost` and 127.0.0.1 signed
 * by it, with openssl. Nothing is installed anywhere: only clients told about `caPath` trust it.
 */
export function makeThrowawayCa(): ThrowawayCa {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-tls-'));
  openssl(
    dir,
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Foyer test CA'].concat([
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign',
    ]),
  );
  openssl(dir, [
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    'localhost.key',
    '-out',
    'localhost.csr',
  ]);
  writeFileSync(
    join(dir, 'localhost.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n',
  );
  openssl(
    dir,
    ['x509', '-req', '-in', 'localhost.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial'].concat([
      '-days',
      '1',
      '-sha256',
      '-extfile',
      'localhost.ext',
      '-out',
      'localhost.crt',
    ]),
  );
  return {
    dir,
    caPath: join(dir, 'ca.crt'),
    certPath: join(dir, 'localhost.crt'),
    keyPath: join(dir, 'localhost.key'),
  };
}

/** An https front on `localhost` that pipes every request to an http port on 127.0.0.1, with X-Forwarded-Proto and -For. */
export interface TlsFront {
  /** `https://localhost:PORT`, no trailing slash: what FOYER_PUBLIC_URL and the clients' base URL get. */
  url: string;
  ca: ThrowawayCa;
  /** Where requests go from now on (the app's http port, often known only after the front's URL). */
  pointAt(port: number): void;
  close(): Promise<void>;
}

/**
 * Starts the front (on a free port, or `port`: Stytch's browser SDK keeps only the host name of its
 * base URL, so it needs 443) on 127.0.0.1 and, when the machine has IPv6, on ::1 at the same port, since a
 * client may resolve `localhost` to either. Requests arriving before {@link TlsFront.pointAt} get 502.
 */
export async function startTlsFront(options: { port?: number } = {}): Promise<TlsFront> {
  const ca = makeThrowawayCa();
  const tls = { key: readFileSync(ca.keyPath), cert: readFileSync(ca.certPath) };
  let target: number | null = null;
  const handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    if (target === null) {
      res.writeHead(502).end();
      return;
    }
    // As docs/operations.md's nginx: the app learns the client spoke https (its URLs, secure cookies)
    // and from which address, while Host passes through unchanged.
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': forwardedFor };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.headersSent || res.writeHead(502).end());
    req.pipe(upstream);
  };
  const listen = (server: Server, host: string, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });

  const v4 = createServer(tls, handler);
  const port = await listen(v4, '127.0.0.1', options.port ?? 0);
  const servers = [v4];
  const v6 = createServer(tls, handler);
  try {
    await listen(v6, '::1', port);
    servers.push(v6);
  } catch {
    // No IPv6 loopback here: clients resolving localhost get 127.0.0.1.
  }
  return {
    url: port === 443 ? 'https://localhost' : `https://localhost:${port}`,
    ca,
    pointAt: (next) => {
      target = next;
    },
    close: async () => {
      const closed = servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())));
      for (const s of servers) s.closeAllConnections();
      await Promise.all(closed);
      rmSync(ca.dir, { recursive: true, force: true });
    },
  };
}
