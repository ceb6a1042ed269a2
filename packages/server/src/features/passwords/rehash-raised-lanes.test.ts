import { parseOptions } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPasswordByUser } from '../../store/passwords.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticatePassword } from './authenticate.ts';
import { createPasswordContext } from './context.ts';
import { passwordSettingsFromEnv } from './settings.ts';

const EMAIL = 'ada@example.com';
const STRONG = 'violet-harbour-tangent-47';

/** An operator who raises FOYER_ARGON2_PARALLELISM gets every hash at the new cost, one log-in at a time. */
describe('passwords: a raised lane count', () => {
  let t: TestContext;
  // Sign-up hashes and scores on worker threads: on a loaded machine it may take as long as a test.
  beforeEach(async () => {
    t = await createTestContext();
  }, 20_000);
  afterEach(() => t.close());

  it('replaces a one-lane hash at the next log-in once the server hashes with two lanes', async () => {
    const created = await t.sdk('/passwords', { email: EMAIL, password: STRONG });
    expect(created.status).toBe(200);
    const storedLanes = async () =>
      parseOptions((await findPasswordByUser(t.deps.db, created.body.user_id))?.hash ?? '').parallelism;
    expect(await storedLanes()).toBe(1);

    const raised = createPasswordContext(t.deps, passwordSettingsFromEnv({ FOYER_ARGON2_PARALLELISM: '2' }));
    await authenticatePassword(raised, {
      project: t.project,
      client: UNKNOWN_SIGN_IN_CLIENT,
      request: { email: EMAIL, password: STRONG },
    });
    expect(await storedLanes()).toBe(2);
  });
});
