import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTlsFront, type TlsFront } from './tls-front.ts';

describe('the test TLS front', () => {
  let front: TlsFront | undefined;
  let echo: ReturnType<typeof createServer> | undefined;
  afterEach(async () => {
    await front?.close();
    await new Promise((resolve) => (echo ? echo.close(resolve) : resolve(undefined)));
  });

  // Issue 26: it sent no X-Forwarded-Proto, so an app behind it thought its clients spoke plain http.
  it('tells the app behind it that the client spoke https, from which address, under the Host it asked', async () => {
    echo = createServer((req, res) => res.end(JSON.stringify(req.headers)));
    await new Promise<void>((resolve) => echo?.listen(0, '127.0.0.1', resolve));
    front = await startTlsFront();
    front.pointAt((echo.address() as AddressInfo).port);
    const ca = readFileSync(front.ca.caPath);
    const seen = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      get(`${front?.url}/anything`, { ca }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        res.on('end', () => resolve(JSON.parse(body) as IncomingHttpHeaders));
      }).on('error', reject);
    });
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['x-forwarded-for']).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(seen.host).toBe(new URL(front.url).host);
  });
});
