import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testProjectConfig } from '../testing/test-context.ts';

const devCredentials = {
  project_id: testProjectConfig.project_id,
  public_token: testProjectConfig.public_token,
  secret: testProjectConfig.secret,
};

describe('development endpoints and the Host header (DNS rebinding)', () => {
  let t: TestContext;
  afterEach(() => t.close());

  const start = async (port: number) => {
    t = await createTestContext({
      config: { mode: 'development', port, publicUrl: 'https://auth.host.example' },
      deps: { devCredentials },
    });
  };
  const status = async (url: string) => (await t.app.request(url)).status;

  it('returns 403 host_not_allowed for the project secret asked under a foreign host', async () => {
    await start(3000);
    const res = await t.app.request('http://rebind.evil.example:3000/dev/api/project');
    expect(res.status).toBe(403);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status_code: 403, error_type: 'host_not_allowed' });
    expect(body.error_message).toContain('rebind.evil.example:3000');
    expect(JSON.stringify(body)).not.toContain(testProjectConfig.secret);
  });

  it('refuses every development path under a foreign host', async () => {
    await start(3000);
    for (const path of ['/dev/outbox', '/dev/api/outbox', '/dev/idp/.well-known/openid-configuration']) {
      expect({ path, status: await status(`http://rebind.evil.example:3000${path}`) }).toEqual({ path, status: 403 });
    }
  });

  it('answers on localhost, 127.0.0.1 and [::1] with the server’s port, and on FOYER_PUBLIC_URL’s host', async () => {
    await start(3000);
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'https://auth.host.example',
    ]) {
      expect({ origin, status: await status(`${origin}/dev/api/project`) }).toEqual({ origin, status: 200 });
    }
  });

  it('refuses a loopback name on another port (another local site’s page)', async () => {
    await start(3000);
    expect(await status('http://localhost:5173/dev/api/project')).toBe(403);
  });

  it('leaves the SDK API and the demo to their own checks', async () => {
    await start(3000);
    expect(
      await status(`http://rebind.evil.example:3000/sdk/v1/projects/bootstrap/${testProjectConfig.public_token}`),
    ).toBe(200);
  });

  it('judges the Host header a real socket carries', async () => {
    await start(0);
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    const get = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/dev/api/project', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    try {
      expect(await get(`rebind.evil.example:${port}`)).toBe(403);
      expect(await get(`127.0.0.1:${port}`)).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
