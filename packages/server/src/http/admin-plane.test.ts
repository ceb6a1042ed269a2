import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { inviteOperator } from '../features/admin/invites.ts';
import { type RunningServer, startServer } from '../server.ts';

const METRICS_TOKEN = 'metrics-token-of-the-admin-plane-test-0123';

/** A port nothing listens on right now (the OS's pick), for FOYER_ADMIN_PORT. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let dir: string | undefined;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close({ idleDrainMs: 0 });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('FOYER_ADMIN_PORT', () => {
  it('keeps /console, /admin/v1 and /metrics on the admin listener only; the public one answers 404 for them and serves the rest', async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-admin-plane-'));
    const adminPort = await freePort();
    const env = {
      FOYER_DATA_DIR: dir,
      PORT: '0',
      FOYER_ADMIN_PORT: String(adminPort),
      FOYER_METRICS_TOKEN: METRICS_TOKEN,
    };
    server = await startServer(loadConfig(env, dir), () => {});
    expect(server.adminUrl).toBe(`http://127.0.0.1:${adminPort}`);
    const metrics = { authorization: `Bearer ${METRICS_TOKEN}` };

    const onPublic = (path: string, headers = {}) => fetch(`${server?.url}${path}`, { headers });
    const onAdmin = (path: string, headers = {}) => fetch(`${server?.adminUrl}${path}`, { headers });
    for (const path of ['/console', '/console/users', '/admin/v1/openapi.json', '/admin/v1/projects', '/metrics']) {
      const hidden = await onPublic(path, metrics);
      expect([path, hidden.status]).toEqual([path, 404]);
      expect(((await hidden.json()) as { error_type: string }).error_type).toBe('not_found');
    }
    expect((await onPublic('/healthz')).status).toBe(200);
    expect((await onPublic('/.well-known/jwks.json')).status).toBe(200);

    expect((await onAdmin('/console')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await onAdmin('/admin/v1/openapi.json')).status).toBe(200);
    expect((await onAdmin('/admin/v1/projects')).status).toBe(401);
    expect((await onAdmin('/metrics', metrics)).status).toBe(200);
    // The admin listener serves the admin plane alone: end users' and host backends' API stay public.
    expect((await onAdmin('/.well-known/jwks.json')).status).toBe(404);
    expect((await onAdmin('/sdk/v1/users/me')).status).toBe(404);

    // Invitations point at the admin listener, where the console is (FOYER_ADMIN_URL; by default the public host on that port).
    const { url } = await inviteOperator(server.deps, 'ops@example.com', 'admin');
    expect(url).toMatch(new RegExp(`^http://localhost:${adminPort}/console/invite#token=`));

    expect(() => loadConfig({ ...env, FOYER_ADMIN_PORT: 'eighty' }, dir)).toThrow(
      /FOYER_ADMIN_PORT must be a port number/,
    );
    expect(() => loadConfig({ ...env, PORT: '4000', FOYER_ADMIN_PORT: '4000' }, dir)).toThrow(/must differ from PORT/);
    const named = loadConfig({ ...env, FOYER_ADMIN_URL: 'https://admin.internal.example/' }, dir);
    expect(named.adminListener).toEqual({ port: adminPort, url: 'https://admin.internal.example' });
  });
});
