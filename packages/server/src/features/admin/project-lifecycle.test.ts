import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_CACHE_TTL_MS } from '../../store/project-cache.ts';
import { createAdminTestContext } from '../../testing/admin.ts';
import { oneDatabaseTwice } from '../../testing/one-database-twice.ts';
import { createTestContext, testProjectConfig } from '../../testing/test-context.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('projects through the admin API', () => {
  it('are created, changed on every instance within 5 s with no restart, rotated, and retired; config-file projects stay read-only', async () => {
    const database = await oneDatabaseTwice();
    cleanups.push(() => database.close());
    const a = await createAdminTestContext({ deps: { db: database.first.db, engine: database.first.engine } });
    cleanups.push(() => a.close());
    const b = await createTestContext({ deps: { db: database.second.db, engine: database.second.engine } });
    cleanups.push(() => b.close());

    // Created with the config file's fields and validation: a bad field is named.
    const invalid = await a.admin('/projects', { body: { name: 'Shop', authorized_origins: ['not a url'] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error_message).toContain('authorized_origins.0');
    const unknown = await a.admin('/projects', { body: { name: 'Shop', colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_message).toContain('colour');

    const created = await a.admin('/projects', {
      body: { name: 'Shop', authorized_origins: ['https://shop.example'], display_watermark: false },
    });
    expect(created.status).toBe(200);
    const { project, secret } = created.body;
    expect(project).toMatchObject({ source: 'database', read_only: false, environment: 'test' });
    expect(project.public_token).toMatch(/^public-token-test-/);
    expect(secret).toMatch(/^secret-[\w-]{43}$/);
    // An answer carrying a secret is never kept by a cache.
    expect(created.headers.get('cache-control')).toBe('no-store');
    // Shown once: never in a later answer.
    expect(JSON.stringify((await a.admin(`/projects/${project.project_id}`)).body)).not.toContain(secret);

    // The other instance serves it at once (a project it never looked up), to the SDK and the backend.
    const bootstrap = (origin: string) =>
      b.sdk(`/projects/bootstrap/${project.public_token}`, undefined, { publicToken: project.public_token, origin });
    expect((await bootstrap('https://shop.example')).status).toBe(200);
    const backendOnB = (password: string) =>
      b.app.request('/v1/users/search', {
        method: 'POST',
        headers: { authorization: basic(project.project_id, password), 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await backendOnB(secret)).status).toBe(200);

    // A change through instance A: B answers the old origin until its cache's 5 s pass, then the new one only.
    const patched = await a.admin(`/projects/${project.project_id}`, {
      method: 'PATCH',
      body: { authorized_origins: ['https://new.shop.example'] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.project.settings).toMatchObject({
      name: 'Shop',
      authorized_origins: ['https://new.shop.example'],
    });
    expect(patched.body.project.settings.display_watermark).toBe(false);
    expect((await bootstrap('https://shop.example')).status).toBe(200);
    b.clock.advance(PROJECT_CACHE_TTL_MS);
    expect((await bootstrap('https://new.shop.example')).status).toBe(200);
    expect((await bootstrap('https://shop.example')).status).toBe(403);

    // Rotation without downtime: two live secrets, then the old one revoked and refused at once.
    const second = await a.admin(`/projects/${project.project_id}/secrets`, { method: 'POST' });
    expect((await backendOnB(second.body.secret)).status).toBe(200);
    expect((await backendOnB(secret)).status).toBe(200);
    const listed = await a.admin(`/projects/${project.project_id}/secrets`);
    expect(listed.body.secrets.map((s: { last_four: string }) => s.last_four)).toEqual([
      secret.slice(-4),
      second.body.secret.slice(-4),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(
      (await a.admin(`/projects/${project.project_id}/secrets/${created.body.secret_id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await backendOnB(secret)).status).toBe(401);
    expect((await backendOnB(second.body.secret)).status).toBe(200);

    // The config file's project: shown, read-only, its secret never shown.
    const listedProjects = await a.admin('/projects');
    const configured = listedProjects.body.projects.find(
      (p: { project_id: string }) => p.project_id === testProjectConfig.project_id,
    );
    expect(configured).toMatchObject({ source: 'config', read_only: true });
    expect(JSON.stringify(listedProjects.body)).not.toContain(testProjectConfig.secret);
    for (const call of [
      { path: `/projects/${testProjectConfig.project_id}`, method: 'PATCH', body: { name: 'Renamed' } },
      { path: `/projects/${testProjectConfig.project_id}`, method: 'DELETE' },
      { path: `/projects/${testProjectConfig.project_id}/secrets`, method: 'POST' },
    ]) {
      const refused = await a.admin(call.path, { method: call.method, body: call.body });
      expect(refused.status).toBe(409);
      expect(refused.body.error_type).toBe('project_managed_by_config');
    }

    // Retired: its credentials answer nothing on A at once and on B within the cache's 5 s; its users stay.
    expect((await a.admin(`/projects/${project.project_id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await a.admin(`/projects/${project.project_id}`)).body.error_type).toBe('project_not_found');
    b.clock.advance(PROJECT_CACHE_TTL_MS);
    expect((await bootstrap('https://new.shop.example')).status).toBe(401);
    expect((await backendOnB(second.body.secret)).status).toBe(401);
  });
});
