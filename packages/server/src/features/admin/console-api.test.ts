import { afterEach, describe, expect, it } from 'vitest';
import { createAdminTestContext } from '../../testing/admin.ts';
import type { JsonBody } from '../../testing/test-context.ts';

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
});
