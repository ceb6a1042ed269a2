import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../clock.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../testing/test-context.ts';
import { PROJECT_CACHE_TTL_MS } from './project-cache.ts';
import { findProjectById, findProjectByPublicToken, upsertProject } from './projects.ts';

describe('project lookups (cached briefly per process)', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const nameById = async () => (await findProjectById(t.deps.db, t.clock, testProjectConfig.project_id))?.settings.name;

  it('sees a project written by upsertProject at once, by id and by public token', async () => {
    expect(await nameById()).toBe('Test project');
    await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, name: 'Renamed' });
    expect(await nameById()).toBe('Renamed');
    const byToken = await findProjectByPublicToken(t.deps.db, t.clock, testProjectConfig.public_token);
    expect(byToken?.settings.name).toBe('Renamed');
  });

  it('picks up a change another instance wrote once the cache time has passed on the clock', async () => {
    // A stopped clock: only advance() moves it, so the boundary is exact.
    const clock = new AdjustableClock({ now: () => Date.UTC(2026, 0, 1) });
    const name = async () => (await findProjectById(t.deps.db, clock, testProjectConfig.project_id))?.settings.name;
    expect(await name()).toBe('Test project');
    // Another instance behind the same database: it writes the row, this process is not told.
    const settings = JSON.stringify({ ...testProjectConfig, name: 'Changed elsewhere' });
    await t.deps.db
      .updateTable('projects')
      .set({ settings })
      .where('project_id', '=', testProjectConfig.project_id)
      .execute();

    clock.advance(PROJECT_CACHE_TTL_MS - 1);
    expect(await name()).toBe('Test project');
    clock.advance(1);
    expect(await name()).toBe('Changed elsewhere');
  });

  it('finds a project created after a miss for the same public token', async () => {
    const token = 'public-token-test-00000000-0000-4000-8000-00000000000f';
    expect(await findProjectByPublicToken(t.deps.db, t.clock, token)).toBeNull();
    await upsertProject(t.deps.db, t.clock, {
      ...testProjectConfig,
      project_id: 'project-test-00000000-0000-4000-8000-00000000000f',
      public_token: token,
    });
    expect((await findProjectByPublicToken(t.deps.db, t.clock, token))?.projectId).toBe(
      'project-test-00000000-0000-4000-8000-00000000000f',
    );
  });

  it('keeps apps on different databases apart', async () => {
    const other = await createTestContext();
    try {
      await upsertProject(other.deps.db, other.clock, { ...testProjectConfig, name: 'Elsewhere' });
      expect(await nameById()).toBe('Test project');
    } finally {
      await other.close();
    }
  });
});
