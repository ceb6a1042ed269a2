import { afterEach, describe, expect, it } from 'vitest';
import { createAdminTestContext } from '../../testing/admin.ts';
import { createAdminApi } from './admin-app.ts';
import { OPERATOR_ROLES, roleAllows } from './roles.ts';

let t: Awaited<ReturnType<typeof createAdminTestContext>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Ids nothing has: an allowed call ends in 404 or 400, so the walk changes nothing.
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-that-does-not-exist`);

describe('admin roles', () => {
  it('are enforced on every admin route for every role, from the one route table: refusals are 403 and logged', async () => {
    t = await createAdminTestContext();
    const { table, app } = createAdminApi(t.deps);

    // Every route mounted is in the table (or refused by the guard as if absent), so none escapes the walk.
    const mounted = app.routes.filter((route) => route.method !== 'ALL');
    const unlisted = mounted.filter((route) => !table.match(route.method, route.path.replace(/:(\w+)/g, '$1-x')));
    expect([...new Set(unlisted.map((route) => `${route.method} ${route.path}`))].sort()).toEqual([
      'POST /projects/:project_id/magic_links/authenticate',
      'POST /projects/:project_id/magic_links/email/login_or_create',
      'POST /projects/:project_id/sessions/authenticate',
      'POST /projects/:project_id/totps',
      'POST /projects/:project_id/totps/authenticate',
      'POST /projects/:project_id/totps/recover',
      'POST /projects/:project_id/totps/recovery_codes',
    ]);
    for (const path of ['sessions/authenticate', 'magic_links/authenticate', 'magic_links/email/login_or_create']) {
      expect((await t.admin(`/projects/${t.project.projectId}/${path}`, { body: {} })).status).toBe(404);
    }

    const routes = table.entries;
    expect(routes.length).toBeGreaterThan(25);
    let refused = 0;
    const seen: string[] = [];
    for (const route of routes.filter((entry) => entry.requirement !== 'public')) {
      for (const role of OPERATOR_ROLES) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const answer = await t.admin(fill(route.path), { method: route.method, body, token: t.tokens[role] });
        const allowed = roleAllows(role, route.requirement);
        seen.push(`${role} ${route.method} ${route.path} ${allowed ? 'allowed' : answer.status}`);
        if (allowed) {
          expect([200, 400, 404], `${role} ${route.method} ${route.path}: ${JSON.stringify(answer.body)}`).toContain(
            answer.status,
          );
        } else {
          expect(answer.status, `${role} ${route.method} ${route.path}`).toBe(403);
          expect(answer.body.error_type).toBe('operator_permission_denied');
          refused++;
        }
      }
    }
    // The roles as documented: only admin manages operators and secrets; developer configures; support manages users.
    expect(seen).toContain('developer PATCH /projects/{project_id} allowed');
    expect(seen).toContain('developer POST /projects/{project_id}/secrets 403');
    expect(seen).toContain('developer POST /operators 403');
    expect(seen).toContain('support DELETE /projects/{project_id}/users/{user_id} allowed');
    expect(seen).toContain('support POST /projects/{project_id}/magic_links/email/send allowed');
    expect(seen).toContain('developer POST /projects/{project_id}/magic_links/email/send 403');
    expect(seen).toContain('support PATCH /projects/{project_id} 403');
    expect(seen).toContain('viewer GET /audit_log allowed');
    expect(seen).toContain('viewer DELETE /projects/{project_id}/users/{user_id} 403');
    expect(seen).toContain('support DELETE /projects/{project_id}/users/totps/{totp_id} allowed');
    expect(seen).toContain('developer DELETE /projects/{project_id}/users/totps/{totp_id} 403');

    // The document describes every route of the table (and the public API's document none of them).
    const document = (await (await t.app.request('/admin/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const described = routes.filter((route) => route.path !== '/openapi.json');
    for (const route of described) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path} in /admin/v1/openapi.json`).toBeDefined();
    }
    expect(document.paths['/projects/{project_id}']?.patch?.description).toContain('projects.configure');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['adminToken', 'consoleSession']);
    const publicPaths = Object.keys(((await (await t.app.request('/openapi.json')).json()) as typeof document).paths);
    expect(publicPaths.filter((path) => path.startsWith('/admin'))).toEqual([]);

    const log = await t.admin('/audit_log?limit=500');
    const refusals = log.body.entries.filter((entry: { result: string }) => entry.result === 'refused');
    expect(refusals).toHaveLength(refused);
    expect(refusals.every((entry: { status: number }) => entry.status === 403)).toBe(true);
  });
});
