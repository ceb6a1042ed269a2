import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR_INVITE_TTL_MS, OPERATOR_SESSION_TTL_MS } from '../../store/operators.ts';
import { callAdmin, createAdminTestContext } from '../../testing/admin.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import type { JsonBody } from '../../testing/test-context.ts';
import { createAdminApi } from './admin-app.ts';
import { CSRF_HEADER } from './console-cookie.ts';

let t: Awaited<ReturnType<typeof createAdminTestContext>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The console session cookie a redemption answer set, as a browser would send it back. */
const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0] as string;

describe('the audit log', () => {
  it('records every operator action, refusals included, with who, what, which target, from where, the result and before/after; no route edits it', async () => {
    t = await createAdminTestContext();
    const user = await signInNewUser(t.deps, t.project, { email: 'ada@host.example' });

    // A viewer's change is refused and logged with the token's name; the admin's lands with before/after.
    const created = await t.admin('/projects', {
      body: { name: 'Shop', authorized_origins: ['https://shop.example'] },
    });
    const projectId = created.body.project.project_id;
    const refused = await t.admin(`/projects/${projectId}`, {
      method: 'PATCH',
      body: { name: 'Mine' },
      token: t.tokens.viewer,
    });
    expect(refused.status).toBe(403);
    const changed = await t.app.request(
      `/admin/v1/projects/${projectId}`,
      {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${t.tokens.admin}`,
          'content-type': 'application/json',
          'user-agent': 'ops-script/1.0',
        },
        body: JSON.stringify({ authorized_origins: ['https://new.shop.example'] }),
        // @hono/node-server puts the socket here; app.request takes it as the env.
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
    expect(changed.status).toBe(200);

    // Support revokes a user's sessions through the mirrored backend route: the backend then lists none.
    const revoked = await t.admin(`/projects/${t.project.projectId}/sessions/revoke_all`, {
      body: { user_id: user.user_id },
      token: t.tokens.support,
    });
    expect(revoked.status).toBe(200);
    expect((await t.backend(`/sessions?user_id=${user.user_id}`)).body.sessions).toEqual([]);
    // Support resends a verification: a login link to the user's own address.
    const resent = await t.admin(`/projects/${t.project.projectId}/magic_links/email/send`, {
      body: { email: 'ada@host.example' },
      token: t.tokens.support,
    });
    expect(resent.status).toBe(200);
    const outbox = await t.deps.db.selectFrom('outbox').select('to_address').execute();
    expect(outbox.map((row) => row.to_address)).toContain('ada@host.example');

    // The console's way in: an invitation spent once for a cookie and a CSRF token.
    const invited = await t.admin('/operators', { body: { email: 'Grace@Ops.example', role: 'developer' } });
    const inviteToken = new URL(invited.body.invite_url).hash.replace('#token=', '');
    const redeemed = await callAdmin(t.app, '/operator_sessions', { body: { invite_token: inviteToken } });
    expect(redeemed.status).toBe(200);
    expect(redeemed.headers.get('set-cookie')).toMatch(
      /^__Host-foyer_operator=[\w-]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(
      (await callAdmin(t.app, '/operator_sessions', { body: { invite_token: inviteToken } })).body.error_type,
    ).toBe('operator_invite_invalid');
    const cookie = cookieOf(redeemed.headers);
    const withoutCsrf = await callAdmin(t.app, '/projects', { headers: { cookie } });
    expect(withoutCsrf.status).toBe(403);
    expect(withoutCsrf.body.error_type).toBe('csrf_token_mismatch');
    const withCsrf = await callAdmin(t.app, '/projects', {
      headers: { cookie, [CSRF_HEADER]: redeemed.body.csrf_token },
    });
    expect(withCsrf.status).toBe(200);
    // Signing out ends the session at once; another session of the same operator expires after 12 hours.
    const app = t.app;
    const consoleCall = (path: string, method = 'GET', headers = { cookie, [CSRF_HEADER]: redeemed.body.csrf_token }) =>
      callAdmin(app, path, { method, headers });
    const signedOut = await consoleCall('/operator_sessions/current', 'DELETE');
    expect(signedOut.body.ended).toBe(true);
    expect(signedOut.headers.get('set-cookie')).toMatch(/^__Host-foyer_operator=; Max-Age=0;/);
    expect((await consoleCall('/projects')).status).toBe(401);

    // A second invitation expires after 24 hours; a session from a third, after 12.
    const later = await t.admin('/operators', { body: { email: 'grace@ops.example', role: 'developer' } });
    const third = await t.admin('/operators', { body: { email: 'grace@ops.example', role: 'developer' } });
    const again = await callAdmin(t.app, '/operator_sessions', {
      body: { invite_token: new URL(third.body.invite_url).hash.replace('#token=', '') },
    });
    const againHeaders = { cookie: cookieOf(again.headers), [CSRF_HEADER]: again.body.csrf_token };
    expect((await consoleCall('/projects', 'GET', againHeaders)).status).toBe(200);
    t.clock.advance(OPERATOR_SESSION_TTL_MS);
    expect((await consoleCall('/projects', 'GET', againHeaders)).status).toBe(401);
    t.clock.advance(OPERATOR_INVITE_TTL_MS - OPERATOR_SESSION_TTL_MS);
    const expired = await callAdmin(t.app, '/operator_sessions', {
      body: { invite_token: new URL(later.body.invite_url).hash.replace('#token=', '') },
    });
    expect(expired.status).toBe(401);

    const entries: JsonBody[] = (await t.admin('/audit_log?limit=500')).body.entries;
    const find = (action: string, result: string) => entries.find((e) => e.action === action && e.result === result);
    expect(find('PATCH /projects/{project_id}', 'refused')).toMatchObject({
      actor: { email: 'viewer@ops.example', role: 'viewer', token_name: 'viewer automation' },
      target: { project_id: projectId },
      status: 403,
    });
    expect(find('PATCH /projects/{project_id}', 'ok')).toMatchObject({
      actor: { email: 'admin@ops.example', role: 'admin', token_name: 'admin automation' },
      ip_address: '203.0.113.7',
      user_agent: 'ops-script/1.0',
      changes: {
        before: { authorized_origins: ['https://shop.example'] },
        after: { authorized_origins: ['https://new.shop.example'] },
      },
    });
    expect(find('POST /projects', 'ok')).toMatchObject({
      target: { project_id: projectId },
      changes: { after: { name: 'Shop' } },
    });
    // The user a call names in its body is its target too: the user's own log finds it.
    expect(find('POST /projects/{project_id}/sessions/revoke_all', 'ok')).toMatchObject({
      actor: { email: 'support@ops.example', role: 'support' },
      target: { project_id: t.project.projectId, user_id: user.user_id },
    });
    expect(find('POST /operators', 'ok')?.changes).toEqual({
      before: null,
      after: { email: 'grace@ops.example', role: 'developer' },
    });
    expect(find('POST /operator_sessions', 'ok')?.actor).toMatchObject({
      email: 'grace@ops.example',
      token_name: null,
    });
    expect(find('GET /projects', 'refused')).toMatchObject({ actor: { email: 'grace@ops.example' }, status: 403 });
    expect(find('GET /projects', 'ok')?.actor.email).toBeDefined();
    for (const entry of entries) expect(Date.parse(entry.at)).toBeGreaterThan(0);

    // Filters: by actor (email or id), action and target.
    const byViewer = (await t.admin('/audit_log?actor=viewer@ops.example')).body.entries;
    expect(byViewer.map((e: { actor: { email: string } }) => e.actor.email)).toEqual(['viewer@ops.example']);
    const byAction = (await t.admin(`/audit_log?action=${encodeURIComponent('POST /operators')}`)).body.entries;
    expect(byAction).toHaveLength(3);
    const byTarget = (await t.admin(`/audit_log?target=${projectId}`)).body.entries;
    expect(byTarget.map((e: { action: string }) => e.action).sort()).toEqual([
      'PATCH /projects/{project_id}',
      'PATCH /projects/{project_id}',
      'POST /projects',
    ]);

    // Append-only: the table holds no route that writes it, and writing verbs find nothing.
    const { table } = createAdminApi(t.deps);
    expect(table.entries.filter((e) => e.path.startsWith('/audit_log')).map((e) => e.method)).toEqual(['GET']);
    for (const method of ['PATCH', 'DELETE', 'PUT', 'POST']) {
      expect((await t.admin('/audit_log', { method, body: method === 'DELETE' ? undefined : {} })).status).toBe(404);
    }
    const after = (await t.admin('/audit_log?limit=500')).body.entries;
    expect(after.length).toBeGreaterThan(entries.length);
    expect(
      after
        .slice(-entries.length)
        .map((e: { audit_id: string }) => e.audit_id)
        .sort(),
    ).toEqual(entries.map((e) => e.audit_id).sort());
  });
});
