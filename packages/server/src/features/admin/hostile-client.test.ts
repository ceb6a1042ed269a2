import { afterEach, describe, expect, it } from 'vitest';
import { callAdmin, createAdminTestContext } from '../../testing/admin.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { testProjectConfig } from '../../testing/test-context.ts';
import { createAdminApi } from './admin-app.ts';

let t: Awaited<ReturnType<typeof createAdminTestContext>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-x`);

describe('a hostile client of the admin API', () => {
  it('is refused on every route without an operator, with the wrong credentials, and with a body that fails validation', async () => {
    t = await createAdminTestContext();
    const { session_token } = await signInNewUser(t.deps, t.project);
    const operators = (await t.admin('/operators')).body.operators as Array<{ operator_id: string; email: string }>;
    const viewer = operators.find((o) => o.email === 'viewer@ops.example')?.operator_id;
    const doomed = await t.admin(`/operators/${viewer}/tokens`, { body: { name: 'doomed' } });
    expect((await t.admin(`/tokens/${doomed.body.token_id}`, { method: 'DELETE' })).status).toBe(200);

    const strangers: Array<[string, Record<string, string>]> = [
      ['no credentials', {}],
      ['an unknown admin token', { authorization: 'Bearer foyer_admin_not-a-real-token-at-all' }],
      ['a revoked admin token', { authorization: `Bearer ${doomed.body.token}` }],
      ['the project secret', { authorization: basic(testProjectConfig.project_id, testProjectConfig.secret) }],
      ['an end user’s session', { authorization: basic(testProjectConfig.public_token, session_token) }],
      ['a session token as a Bearer', { authorization: `Bearer ${session_token}` }],
      ['an unknown console cookie', { cookie: '__Host-foyer_operator=forged', 'x-foyer-csrf': 'forged' }],
    ];
    const { table } = createAdminApi(t.deps);
    const guarded = table.entries.filter((entry) => entry.requirement !== 'public');
    for (const route of guarded) {
      for (const [who, headers] of strangers) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const answer = await callAdmin(t.app, fill(route.path), { method: route.method, body, token: null, headers });
        expect([answer.status, answer.body.error_type], `${who}: ${route.method} ${route.path}`).toEqual([
          401,
          'admin_credentials_required',
        ]);
        expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="foyer-admin"');
      }
    }
    // Nothing without an operator reached the audit log; the admin's own calls did.
    const log = (await t.admin('/audit_log?limit=500')).body.entries as Array<{ actor: { email: string } }>;
    expect(new Set(log.map((e) => e.actor.email))).toEqual(new Set(['admin@ops.example']));

    // Bodies that fail validation: 400 naming the field, before anything changes.
    const bad: Array<[string, string, unknown, string]> = [
      ['POST', '/operators', { email: 'ops@example.com', role: 'owner' }, 'role'],
      ['POST', '/operators', { email: 'not-an-email', role: 'admin' }, 'invalid_email'],
      ['PATCH', `/operators/${viewer}`, { role: 'root' }, 'role'],
      ['POST', `/operators/${viewer}/tokens`, { name: '' }, 'name'],
      ['POST', '/projects', { name: 'x', redirect_urls: { login: ['not a url'] } }, 'redirect_urls.login.0'],
      ['POST', '/projects', { environment: 'staging' }, 'environment'],
      [
        'PATCH',
        `/projects/${testProjectConfig.project_id}`,
        { password_config: { luds_complexity: 9 } },
        'password_config.luds_complexity',
      ],
      ['GET', '/audit_log?limit=0', undefined, 'limit'],
      ['POST', '/operator_sessions', { invite_token: '' }, 'invite_token'],
    ];
    for (const [method, path, body, field] of bad) {
      const answer = await t.admin(path, { method, body });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(`${answer.body.error_type} ${answer.body.error_message}`, `${method} ${path}`).toContain(field);
    }
    const malformed = await t.admin('/projects', { body: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect((await t.admin('/operators')).body.operators).toHaveLength(4);

    // A removed operator's token dies with them; a changed role applies to the next call.
    const support = operators.find((o) => o.email === 'support@ops.example')?.operator_id;
    expect((await t.admin(`/operators/${support}`, { method: 'PATCH', body: { role: 'viewer' } })).status).toBe(200);
    const demoted = await t.admin(`/projects/${t.project.projectId}/users/user-x`, {
      method: 'DELETE',
      token: t.tokens.support,
    });
    expect(demoted.body.error_type).toBe('operator_permission_denied');
    expect((await t.admin(`/operators/${support}`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.admin('/projects', { token: t.tokens.support })).status).toBe(401);
  });
});
