import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../../clock.ts';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { createFrozenContext, expectClientLimit } from '../../testing/client-limits.ts';
import { sdkFrom } from '../../testing/otp.ts';
import type { TestContext } from '../../testing/test-context.ts';

const wallet = privateKeyToAccount(`0x${'11'.repeat(32)}`);

describe('POST /crypto_wallets/authenticate/start: per-client limit', () => {
  let t: TestContext;
  let clock: AdjustableClock;
  afterEach(() => t.close());

  const start = (address: string) =>
    sdkFrom(
      t.app,
      '/crypto_wallets/authenticate/start',
      { crypto_wallet_type: 'ethereum', crypto_wallet_address: wallet.address },
      { address },
    );

  it('refuses a fourth challenge from one address in an hour with 429 and a truthful Retry-After', async () => {
    const rule = { limit: 3, windowMs: 3_600_000 };
    ({ t, clock } = await createFrozenContext({ walletChallenges: rule }));
    const { refused } = await expectClientLimit(clock, { rule, call: (address) => start(address) });
    expect(refused.error_message).toBe('Too many wallet sign-in attempts from your network. Try again later.');
  });

  it('lets a person retry a few times under the default limit', async () => {
    ({ t, clock } = await createFrozenContext({}));
    expect(DEFAULT_CLIENT_LIMITS.walletChallenges.limit).toBeGreaterThanOrEqual(10);
    for (let i = 0; i < 10; i += 1) expect((await start('203.0.113.12')).status).toBe(200);
  });
});
