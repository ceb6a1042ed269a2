import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PasswordPools } from '../../deps.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { createPasswordPools } from './pool/password-pools.ts';

const STRONG = 'violet-harbour-tangent-47';

/**
 * A log-in to an address without an account must cost what a wrong password costs, or its time
 * tells who has an account: one argon2 verification each, against a dummy hash made only once.
 */
describe('passwords: a log-in to an unknown address costs what a known one costs', () => {
  let pools: PasswordPools;
  let t: TestContext;
  // Sign-up hashes and scores on worker threads: on a loaded machine it may take as long as a test.
  beforeEach(async () => {
    // Not niced: on a busy machine a niced thread waits behind everything else.
    pools = createPasswordPools(
      { hashThreads: 1, strengthThreads: 1, queueLimit: 8, niceIncrement: 0, lazy: true },
      () => {},
    );
    t = await createTestContext({ deps: { passwordPools: pools } });
    expect((await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG })).status).toBe(200);
  }, 20_000);
  afterEach(async () => {
    await t.close();
    await pools.close();
  });

  /** Logs in with a wrong password; answers how many argon2 tasks the log-in ran. */
  async function argon2TasksOfWrongLogIn(email: string): Promise<number> {
    const before = pools.argon2.stats().completed;
    const res = await t.sdk('/passwords/authenticate', { email, password: 'not-it-at-all-9' });
    expect(res.body.error_type).toBe('unauthorized_credentials');
    return pools.argon2.stats().completed - before;
  }

  it('runs one argon2 task per log-in for known and unknown addresses once the dummy hash exists', async () => {
    expect(await argon2TasksOfWrongLogIn('ada@example.com')).toBe(1);
    // The first unknown address also makes the dummy hash, once per process.
    expect(await argon2TasksOfWrongLogIn('nobody@example.com')).toBe(2);
    for (const email of ['nobody@example.com', 'someone-else@example.com', 'ada@example.com']) {
      expect(await argon2TasksOfWrongLogIn(email), email).toBe(1);
    }
  });
});
