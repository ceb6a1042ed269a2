import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testProjectConfig } from '../testing/test-context.ts';
import { findProjectById, findProjectByPublicToken, upsertProject } from './projects.ts';

describe('project lookups (cached briefly per process)', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('sees a project written by upsertProject at once, by id and by public token', async () => {
    expect((await findProjectById(t.deps.db, testProjectConfig.project_id))?.settings.name).toBe('Test project');
    await upsertProject(t.deps.db, t.clock, { ...testProjectConfig, name: 'Renamed' });
    expect((await findProjectById(t.deps.db, testProjectConfig.project_id))?.settings.name).toBe('Renamed');
    const byToken = await findProjectByPublicToken(t.deps.db, testProjectConfig.public_token);
    expect(byToken?.settings.name).toBe('Renamed');
  });

  it('finds a project created after a miss for the same public token', async () => {
    const token = 'public-token-test-00000000-0000-4000-8000-00000000000f';
    expect(await findProjectByPublicToken(t.deps.db, token)).toBeNull();
    await upsertProject(t.deps.db, t.clock, {
      ...testProjectConfig,
      project_id: 'project-test-00000000-0000-4000-8000-00000000000f',
      public_token: token,
    });
    expect((await findProjectByPublicToken(t.deps.db, token))?.projectId).toBe(
      'project-test-00000000-0000-4000-8000-00000000000f',
    );
  });

  it('keeps apps on different databases apart', async () => {
    const other = await createTestContext();
    try {
      await upsertProject(other.deps.db, other.clock, { ...testProjectConfig, name: 'Elsewhere' });
      expect((await findProjectById(t.deps.db, testProjectConfig.project_id))?.settings.name).toBe('Test project');
    } finally {
      await other.close();
    }
  });
});
