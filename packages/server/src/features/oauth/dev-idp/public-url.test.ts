import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/test-context.ts';

const PUBLIC_URL = 'https://auth.host.example';

/** A plain-http GET to the app's Node server, as a TLS front would forward it: Host kept, headers as given. */
function get(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the development identity provider behind a TLS front', () => {
  let t: TestContext;
  let server: ServerType;
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  // Issue 26's setup trap: behind a front sending no X-Forwarded-Proto, the provider wrote http URLs
  // (the request it saw was plain http) and Foyer's OAuth start refused its discovery with a 500.
  it('writes every endpoint on FOYER_PUBLIC_URL, whatever scheme and host the forwarded request claims', async () => {
    t = await createTestContext({ config: { mode: 'development', port: 3000, publicUrl: PUBLIC_URL } });
    const app = t.app;
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    const path = '/dev/idp/.well-known/openid-configuration';
    const claims: Record<string, string>[] = [
      { host: 'auth.host.example' },
      { host: 'auth.host.example', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of claims) {
      const answer = await get(port, path, headers);
      expect(answer.status).toBe(200);
      const discovery = JSON.parse(answer.body) as Record<string, unknown>;
      expect(discovery.issuer).toBe(`${PUBLIC_URL}/dev/idp`);
      for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint']) {
        expect({ name, url: discovery[name] }).toEqual({ name, url: expect.stringMatching(`^${PUBLIC_URL}/dev/idp/`) });
      }
    }
  });
});
