import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOtherProject, signInNewUser } from '../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';

/**
 * A session counts only in the project its user belongs to. The session check reads the session
 * and its user in one statement and compares the user's project on the row: a session row naming
 * this project but another project's user (a bad import, a hand-edited row) signs nobody in.
 */
describe('a session whose user belongs to another project', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('is refused by token with 404 session_not_found', async () => {
    const other = await addOtherProject(t.deps);
    const stranger = await signInNewUser(t.deps, other);
    await t.deps.db
      .updateTable('sessions')
      .set({ project_id: t.project.projectId })
      .where('session_id', '=', stranger.session.session_id)
      .execute();

    const res = await t.sdk('/sessions/authenticate', { session_token: stranger.session_token });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('session_not_found');
  });
});
