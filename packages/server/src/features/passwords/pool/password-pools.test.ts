import { threadId } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PasswordPools } from '../../../deps.ts';
import { createTestContext, type TestContext } from '../../../testing/test-context.ts';
import { ARGON2ID } from '../settings.ts';
import type { HashTask } from './argon2-worker.ts';
import { createPasswordPools } from './password-pools.ts';

const STRONG = 'violet-harbour-tangent-47';
// Crowded with distinct l33t symbols: once zxcvbn's slowest kind of input; counted once per set of symbols
// now, so most of its first task's time is the lazy pool starting its thread and loading zxcvbn, while
// the other requests arrive.
const SLOW_TO_SCORE = '4@8({[<369!|7+0$5%2'.repeat(3);
// Twice OWASP's memory and passes: a hash that keeps the one argon2 thread busy a while.
const SLOW_TO_HASH: HashTask = {
  password: 'filler',
  options: { memoryCost: 2 * 19_456, timeCost: 4, parallelism: 1, algorithm: ARGON2ID },
};

describe('password worker pools', () => {
  let pools: PasswordPools;
  let t: TestContext;
  beforeEach(async () => {
    // One thread and one waiting place per pool: the third concurrent task is refused.
    pools = createPasswordPools(
      { hashThreads: 1, strengthThreads: 1, queueLimit: 1, niceIncrement: 10, lazy: true },
      () => {},
    );
    t = await createTestContext({ deps: { passwordPools: pools } });
  });
  afterEach(async () => {
    await t.close();
    await pools.close();
  });

  describe('admission', () => {
    it('answers 503 server_busy with a Retry-After to strength checks past the queue, not a growing wait', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => t.sdk('/passwords/strength_check', { password: SLOW_TO_SCORE })),
      );

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503, 503, 503, 503, 503, 503]);
      const busy = answers.filter((answer) => answer.status === 503);
      for (const answer of busy) {
        expect(answer.body).toMatchObject({ status_code: 503, error_type: 'server_busy' });
        expect(answer.body.error_message).toBe('The server is busy. Try again in a moment.');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      expect(pools.strength.stats()).toMatchObject({ inFlight: 0, completed: 2, refused: 6 });
    });

    it('answers log-ins 503 server_busy while the argon2 pool is full, the same for known and unknown emails', async () => {
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const fillers = [pools.argon2.run('hash', SLOW_TO_HASH), pools.argon2.run('hash', SLOW_TO_HASH)];

      const [known, unknown] = await Promise.all([
        t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG }),
        t.sdk('/passwords/authenticate', { email: 'nobody@example.com', password: STRONG }),
      ]);

      for (const answer of [known, unknown]) {
        expect(answer.status).toBe(503);
        expect(answer.body.error_type).toBe('server_busy');
        expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      }
      const { request_id: _known, ...knownBody } = known.body;
      const { request_id: _unknown, ...unknownBody } = unknown.body;
      expect(knownBody).toEqual(unknownBody);

      // Once the queue has drained, log-ins are verified again.
      await Promise.all(fillers);
      expect((await t.sdk('/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status).toBe(200);
      expect((await t.sdk('/passwords/authenticate', { email: 'nobody@example.com', password: STRONG })).status).toBe(
        401,
      );
    });
    it('counts a log-in the server was too busy to check as no failed attempt, for the account or the client', async () => {
      await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      const fillers = [pools.argon2.run('hash', SLOW_TO_HASH), pools.argon2.run('hash', SLOW_TO_HASH)];
      const busy = await Promise.all(
        ['ada@example.com', 'nobody@example.com'].map((email) =>
          t.sdk('/passwords/authenticate', { email, password: 'wrong-but-never-checked' }),
        ),
      );
      expect(busy.map((answer) => answer.status)).toEqual([503, 503]);
      await Promise.all(fillers);

      const counted = await t.deps.db
        .selectFrom('rate_limit_buckets')
        .select(['key', 'count'])
        .where('key', 'like', 'password-failures%')
        .where('count', '>', 0)
        .execute();
      expect(counted).toEqual([]);
    });
  });

  describe('shutdown', () => {
    it('answers 503 server_busy, not a 500, to password work asked of a server that is shutting down', async () => {
      await pools.close();
      const answer = await t.sdk('/passwords/strength_check', { password: STRONG });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        error_type: 'server_busy',
        error_message: 'The server is shutting down. Try again.',
      });
    });
  });

  describe('threads', () => {
    it('scores and hashes on worker threads, never on the thread that answers requests', async () => {
      const created = await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
      expect(created.status).toBe(200);
      const checked = await t.sdk('/passwords/strength_check', { password: STRONG });
      expect(checked.body.valid_password).toBe(true);

      for (const pool of [pools.argon2, pools.strength]) {
        const stats = pool.stats();
        expect(stats.completed).toBeGreaterThanOrEqual(1);
        expect(stats.threadIds).toHaveLength(1);
        expect(stats.threadIds).not.toContain(threadId);
      }
      // Sign-up scored once and hashed once; the strength check scored once more.
      expect(pools.argon2.stats().completed).toBe(1);
      expect(pools.strength.stats().completed).toBe(2);
    });
  });
});
