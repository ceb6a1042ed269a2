import { afterEach, describe, expect, it } from 'vitest';
import { createAdminTestContext, storedClientSecret } from '../../testing/admin.ts';
import { magicLinkSignIn } from '../../testing/first-proof.ts';
import type { JsonBody } from '../../testing/test-context.ts';
import { openProviderSecret } from '../oauth/provider-secrets-at-rest.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: Awaited<ReturnType<typeof createAdminTestContext>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('what the console reads and writes', () => {
  it('pages the audit log without skipping rows of one millisecond, and refuses URLs a project cannot use, naming the field', async () => {
    // The clock stands still: every row below is stamped in the same millisecond.
    t = await createAdminTestContext({ clock: 'stopped' });
    const created = await t.admin('/projects', {
      body: { name: 'Shop', authorized_origins: ['https://shop.example'] },
    });
    const projectId = created.body.project.project_id;
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      await t.admin(`/projects/${projectId}`, { method: 'PATCH', body: { name } });
    }
    const everyRow: string[] = (await t.admin('/audit_log?limit=500')).body.entries.map(
      (entry: JsonBody) => entry.audit_id,
    );
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: JsonBody = await t.admin(`/audit_log?limit=2${cursor ? `&before=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      paged.push(...page.body.entries.map((entry: JsonBody) => entry.audit_id));
      cursor = page.body.next_before;
    } while (cursor && paged.length < 50);
    // Paging reads the rows as they were (its own reads land after them, newest first).
    expect(paged.filter((id) => everyRow.includes(id))).toEqual(everyRow);
    expect(new Set(paged).size).toBe(paged.length);
    const badCursor = await t.admin('/audit_log?before=yesterday');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error_message).toContain('before: Expected the next_before of the previous page');

    // Redirect URLs: http(s), or a native app's reverse-DNS scheme; origins: http(s) only.
    const patch = (body: object) => t?.admin(`/projects/${projectId}`, { method: 'PATCH', body });
    for (const [body, field] of [
      [{ redirect_urls: { login: ['ftp:/nope'] } }, 'redirect_urls.login.0'],
      [{ redirect_urls: { signup: ['https://shop.example/in', 'javascript:alert(1)'] } }, 'redirect_urls.signup.1'],
      [{ redirect_urls: { reset_password: ['myapp:/reset'] } }, 'redirect_urls.reset_password.0'],
      [{ authorized_origins: ['ftp://shop.example'] }, 'authorized_origins.0'],
    ] as const) {
      const refused = await patch(body);
      expect(refused?.status, JSON.stringify(body)).toBe(400);
      expect(refused?.body.error_type).toBe('bad_request');
      expect(refused?.body.error_message).toContain(`${field}: Expected an http`);
    }
    const native = await patch({
      redirect_urls: { login: ['com.example.shop:/signed-in', 'http://localhost:3000/in'] },
    });
    expect(native?.status).toBe(200);
    expect(native?.body.project.settings.redirect_urls.login).toEqual([
      'com.example.shop:/signed-in',
      'http://localhost:3000/in',
    ]);
  });
  it('draws the overview from the database: sign-ins and sign-ups per day by method, failures by reason, live sessions', async () => {
    t = await createAdminTestContext({ clock: { stoppedAt: Date.parse('2026-03-10T12:00:00Z') } });
    const projectId = t.project.projectId;
    // Yesterday: Ada signs up with an email link (her first session, 30 minutes).
    t.clock.advance(-DAY_MS);
    await magicLinkSignIn(t, 'ada@host.example');
    t.clock.advance(DAY_MS);
    // Today: she signs in again; a stale link is refused and someone sends an address that is none.
    const signedIn = await magicLinkSignIn(t, 'ada@host.example');
    await t.sdk('/magic_links/authenticate', { token: 'a-link-that-was-never-sent-0000000000000' });
    await t.sdk('/passwords/authenticate', { email: 'not-an-address', password: 'violet-harbour-tangent-47' });

    const overview = await t.admin(`/projects/${projectId}/overview?days=7`);
    expect(overview.status).toBe(200);
    expect(overview.body.period).toEqual({ from: '2026-03-04', to: '2026-03-10', days: 7 });
    expect(overview.body.days).toHaveLength(7);
    expect(overview.body.days[0]).toEqual({ day: '2026-03-04', sign_ins: {}, sign_ups: {}, failures: {} });
    expect(overview.body.days[5]).toMatchObject({ day: '2026-03-09', sign_ups: { magic_link: 1 }, sign_ins: {} });
    expect(overview.body.days[6]).toMatchObject({
      day: '2026-03-10',
      sign_ins: { magic_link: 1 },
      sign_ups: {},
      failures: { magic_link_not_found: 1, invalid_email: 1 },
    });
    expect(overview.body.totals).toEqual({
      sign_ins: { magic_link: 1 },
      sign_ups: { magic_link: 1 },
      failures: { magic_link_not_found: 1, invalid_email: 1 },
    });
    // Live sessions: yesterday's has expired; today's live until revoked or 30 minutes pass.
    expect(overview.body.active_sessions).toBe(1);
    const again = await magicLinkSignIn(t, 'ada@host.example');
    expect((await t.admin(`/projects/${projectId}/overview`)).body.active_sessions).toBe(2);
    await t.backend('/sessions/revoke', { session_token: again.session_token });
    expect((await t.admin(`/projects/${projectId}/overview`)).body.active_sessions).toBe(1);
    t.clock.advance(31 * 60 * 1000);
    const later = await t.admin(`/projects/${projectId}/overview`);
    expect(later.body.active_sessions).toBe(0);
    expect(later.body.totals.sign_ins).toEqual({ magic_link: 2 });
    expect(signedIn.session.expires_at).toBe('2026-03-10T12:30:00.000Z');

    // Read only; a bad period and an unknown project are named.
    const tooLong = await t.admin(`/projects/${projectId}/overview?days=365`, { token: t.tokens.viewer });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error_message).toContain('days');
    expect((await t.admin('/projects/project-test-nope/overview')).body.error_type).toBe('project_not_found');
  });
  it('keeps OAuth client secrets write-only and previews email templates with sample values', async () => {
    t = await createAdminTestContext();
    const created = await t.admin('/projects', {
      body: {
        name: 'Shop <Paris>',
        redirect_urls: { login: ['https://shop.example/signed-in'] },
        email_templates: { welcome: { subject: 'Log in to {{project_name}}', text: 'Hello {{email}}: {{link}}' } },
        oauth: { providers: { github: { client_id: 'gh-one', client_secret: 'gh-secret-one' } } },
      },
    });
    const projectId = created.body.project.project_id;
    const path = `/projects/${projectId}`;
    expect(created.body.project.settings.oauth.providers.github).toEqual({ client_id: 'gh-one' });

    // The console sends a provider back without its secret: the secret it had stays, sealed.
    const changed = await t.admin(path, {
      method: 'PATCH',
      body: { oauth: { providers: { github: { client_id: 'gh-two' } } } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.project.settings.oauth.providers.github).toEqual({ client_id: 'gh-two' });
    const stored = await storedClientSecret(t.deps.db, projectId, 'github');
    expect(stored).not.toContain('gh-secret-one');
    expect(openProviderSecret(t.deps, { projectId, provider: 'github', stored })).toBe('gh-secret-one');
    // A provider new to the project must bring its secret, and the error names the field.
    const missing = await t.admin(path, {
      method: 'PATCH',
      body: { oauth: { providers: { github: { client_id: 'gh-two' }, google: { client_id: 'g-one' } } } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error_message).toContain('oauth.providers.google.client_secret: required');
    const log = JSON.stringify((await t.admin(`/audit_log?target=${projectId}`)).body);
    expect(log).toContain('gh-two');
    expect(log).not.toContain('gh-secret-one');

    // Previews: a saved template by id, a draft as the form holds it (values escaped in HTML), both with sample values.
    const preview = (body: object) => t?.admin(`${path}/email_templates/preview`, { body, token: t.tokens.viewer });
    const saved = await preview({ template_id: 'welcome' });
    expect(saved?.status).toBe(200);
    expect(saved?.body.subject).toBe('Log in to Shop <Paris>');
    expect(saved?.body.text).toBe('Hello ada@example.com: https://shop.example/signed-in?token=SAMPLE-TOKEN-NOT-VALID');
    const draft = await preview({ template: { subject: 'Hi', text: 'x', html: '<h1>{{project_name}}</h1>' } });
    expect(draft?.body.html).toContain('<h1>Shop &lt;Paris&gt;</h1>');
    expect(draft?.body.html).toContain('href="https://shop.example/signed-in?token=SAMPLE-TOKEN-NOT-VALID"');
    const unknown = await preview({ template_id: 'nope' });
    expect(unknown?.status).toBe(400);
    expect(unknown?.body.error_type).toBe('template_not_found');
    const neither = await preview({});
    expect(neither?.status).toBe(400);
    expect(neither?.body.error_message).toContain('Give either template_id or template');
    expect(await t.deps.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
