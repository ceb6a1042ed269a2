import { sql } from 'kysely';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../store/schema.ts';

type Table = keyof Database;

import { storeOperatorChallenge } from '../../store/operator-passkeys.ts';
import { createOperatorSession } from '../../store/operators.ts';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { inviteOperator } from '../admin/invites.ts';
import { EXPIRED_GRACE_MS, JANITOR_INTERVAL_MS, type Janitor, janitorSweeps, startJanitor } from './janitor.ts';
import { spentLimitWindows } from './sweeps.ts';

const START = Date.UTC(2030, 0, 1);
const DAY_MS = 86_400_000;
/** RFC 7636's example S256 challenge: browsers send one with each reset start. */
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const wallet = privateKeyToAccount(`0x${'22'.repeat(32)}`);

const SWEPT: Table[] = [
  'sessions',
  'webauthn_challenges',
  'crypto_wallet_challenges',
  'otp_codes',
  'magic_links',
  'password_resets',
  'rate_limit_buckets',
  'totps',
  'operator_invites',
  'operator_sessions',
  'operator_passkey_challenges',
];

let t: TestContext;
const janitors: Janitor[] = [];
afterEach(async () => {
  await Promise.all(janitors.splice(0).map((janitor) => janitor.stop()));
  await t.close();
});

function janitor(options: { batch?: number; maxBatches?: number } = {}): Janitor {
  const started = startJanitor(t.deps, { sweeps: janitorSweeps(t.deps.config), timer: false, ...options });
  janitors.push(started);
  return started;
}

/** Rows of a table; the janitor's own leases (rate-limit rows) are not counted. */
async function rows(table: Table): Promise<number> {
  let query = t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  if (table === 'rate_limit_buckets') query = query.where(sql.ref('key'), 'not like', 'janitor-run:%');
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(SWEPT.map(async (table) => [table, await rows(table)] as const));
  return Object.fromEntries(entries);
}

/** Old rate-limit windows, written directly: `n` keys in a window long past. */
async function oldLimitWindows(n: number): Promise<void> {
  const values = Array.from({ length: n }, (_, i) => ({
    key: `old-${i}`,
    window_start: START - 10 * DAY_MS,
    count: 1,
  }));
  await t.deps.db.insertInto('rate_limit_buckets').values(values).execute();
}

describe('the janitor', () => {
  it('deletes what expired more than a day ago and keeps what is live or just expired', async () => {
    t = await createTestContext({ clock: { stoppedAt: START } });
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 60 });
    expect((await t.sdk('/otps/email/login_or_create', { email: 'ada@example.com' })).status).toBe(200);
    expect((await t.sdk('/webauthn/authenticate/start', {})).status).toBe(200);
    const walletStart = { crypto_wallet_type: 'ethereum', crypto_wallet_address: wallet.address };
    expect((await t.sdk('/crypto_wallets/authenticate/start', walletStart)).status).toBe(200);
    const reset = { email: 'ada@example.com', code_challenge: CHALLENGE };
    expect((await t.sdk('/passwords/email/reset/start', reset)).status).toBe(200);
    // An authenticator enrolment never confirmed (its recovery codes go with it).
    expect((await t.backend('/totps', { user_id: signedIn.user_id, expiration_minutes: 60 })).status).toBe(200);
    // The console's invitation (24 hours), session (12 hours) and a passkey challenge (5 minutes).
    const { operator } = await inviteOperator(t.deps, 'ops@host.example', 'admin');
    await createOperatorSession(t.deps.db, t.deps.clock, operator.operator_id);
    await storeOperatorChallenge(t.deps.db, t.deps.clock, 'a-challenge', 'authenticate', null);
    const seeded = await counts();
    for (const table of SWEPT) expect([table, seeded[table]]).not.toEqual([table, 0]);
    const users = await rows('users');

    // Everything has expired (the longest, the session, after an hour), but less than a day ago.
    t.clock.advance(2 * 60 * 60_000);
    expect(await janitor().runNow()).not.toBeNull();
    expect(await counts()).toEqual(seeded);
    const expired = await t.sdk('/sessions/authenticate', {}, { sessionToken: signedIn.session_token });
    expect(expired.status).toBe(404);

    // Past the grace (and two of the longest limit windows): all of it goes, the users stay.
    t.clock.advance(EXPIRED_GRACE_MS + 2 * DAY_MS);
    const report = await janitor().runNow();
    expect(report?.sessions).toBe(1);
    expect(await counts()).toEqual(Object.fromEntries(SWEPT.map((table) => [table, 0])));
    expect(await rows('users')).toBe(users);
    expect(await rows('operators')).toBe(1);
    expect(t.logs.some((line) => line.startsWith('Janitor: deleted 1 sessions'))).toBe(true);
  });

  it('deletes in bounded batches, a backlog over several runs', async () => {
    t = await createTestContext({ clock: { stoppedAt: START } });
    await oldLimitWindows(55);
    const sweeper = startJanitor(t.deps, {
      sweeps: [spentLimitWindows(DAY_MS)],
      timer: false,
      batch: 10,
      maxBatches: 2,
    });
    janitors.push(sweeper);
    expect(await sweeper.runNow()).toEqual({ rate_limit_buckets: 20 });
    t.clock.advance(JANITOR_INTERVAL_MS);
    expect(await sweeper.runNow()).toEqual({ rate_limit_buckets: 20 });
    t.clock.advance(JANITOR_INTERVAL_MS);
    expect(await sweeper.runNow()).toEqual({ rate_limit_buckets: 15 });
  });

  it('runs at most once a minute across instances sharing the database, one at a time', async () => {
    t = await createTestContext({ clock: { stoppedAt: START } });
    await oldLimitWindows(5);
    const [first, second] = [janitor(), janitor()];
    const runs = await Promise.all([first.runNow(), second.runNow(), first.runNow()]);
    expect(runs.filter((run) => run !== null)).toEqual([expect.objectContaining({ rate_limit_buckets: 5 })]);

    t.clock.advance(JANITOR_INTERVAL_MS - 1_000);
    expect(await second.runNow()).toBeNull();
    t.clock.advance(1_000);
    expect(await second.runNow()).not.toBeNull();
  });

  it('stops cleanly: a run in progress finishes, none starts after', async () => {
    t = await createTestContext({ clock: { stoppedAt: START } });
    await oldLimitWindows(30);
    const sweeper = janitor({ batch: 10 });
    const running = sweeper.runNow();
    await sweeper.stop();
    expect(await running).not.toBeNull();
    t.clock.advance(JANITOR_INTERVAL_MS);
    expect(await sweeper.runNow()).toBeNull();
  });
});
