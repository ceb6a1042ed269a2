import { ERROR_CATALOGUE } from '@foyer/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminTestContext } from '../../testing/admin.ts';
import { createAdminApi } from './admin-app.ts';

let t: Awaited<ReturnType<typeof createAdminTestContext>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Ids nothing has: the walk changes nothing (mostly 404 or 400).
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-that-does-not-exist`);
const auditRows = async () =>
  Number(
    (
      await t?.deps.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    )?.n,
  );

describe('every admin route the console calls', () => {
  it('answers no-store, errors from the catalogue with a sentence, one audit row per operator call, and refuses an oversized body', async () => {
    t = await createAdminTestContext();
    const { table } = createAdminApi(t.deps);
    for (const route of table.entries) {
      const what = `${route.method} ${route.path}`;
      const before = await auditRows();
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const answer = await t.admin(fill(route.path), { method: route.method, body });
      expect(answer.headers.get('cache-control'), what).toBe('no-store');
      if (answer.status >= 400) {
        const type = answer.body.error_type as keyof typeof ERROR_CATALOGUE;
        expect(ERROR_CATALOGUE[type], `${what}: ${JSON.stringify(answer.body)}`).toBeDefined();
        expect(answer.status, what).toBe(ERROR_CATALOGUE[type].status);
        expect(String(answer.body.error_message).length, what).toBeGreaterThan(10);
      }
      // A public call (an invitation's redemption, a passkey sign-in's start) has no operator yet to log.
      expect(await auditRows(), `${what}: audit rows`).toBe(before + (route.requirement === 'public' ? 0 : 1));
    }
    // The 64 KB body cap holds on the admin API too, before any handler reads the body.
    const huge = await t.admin(`/projects/${t.project.projectId}/users/search`, {
      body: JSON.stringify({ padding: 'x'.repeat(70_000) }),
    });
    expect([huge.status, huge.body.error_type]).toEqual([413, 'payload_too_large']);
    expect(huge.headers.get('cache-control')).toBe('no-store');
  });
});
