import { afterEach, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../../clock.ts';
import { createFrozenContext } from '../../testing/client-limits.ts';
import { newestMessageTo, PATHS, sdkFrom, wrongCode } from '../../testing/otp.ts';
import type { TestContext } from '../../testing/test-context.ts';

const OWNER = 'owner@example.com';
const MANY_SENDS = {
  perDestination: 1_000,
  perDestinationWindowMs: 600_000,
  perClient: 1_000,
  perClientWindowMs: 3_600_000,
};
const WINDOW_MS = 600_000;

describe('wrong passcodes: a quiet window forgives the slowdown', () => {
  let t: TestContext;
  let clock: AdjustableClock;
  afterEach(() => t.close());

  async function wrongGuess(address: string) {
    const sent = await sdkFrom(t.app, PATHS.email, { email: OWNER }, { address });
    expect(sent.status).toBe(200);
    const { code } = await newestMessageTo(t, OWNER);
    return sdkFrom(
      t.app,
      PATHS.authenticate,
      { method_id: sent.body.method_id, token: wrongCode(code ?? '') },
      { address },
    );
  }

  it('gives the two free failures back once a whole window passes without one, to the millisecond', async () => {
    ({ t, clock } = await createFrozenContext(
      {},
      { sendLimits: MANY_SENDS, otpFailureLimit: { limit: 2, windowMs: WINDOW_MS } },
    ));
    expect((await wrongGuess('198.51.100.1')).body.error_type).toBe('otp_code_not_found');
    expect((await wrongGuess('198.51.100.2')).body.error_type).toBe('otp_code_not_found');
    const slowed = await wrongGuess('198.51.100.3');
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('60');

    // A millisecond short of the window the run is remembered (and the minute's wait is long over).
    clock.advance(WINDOW_MS - 1);
    expect((await wrongGuess('198.51.100.4')).body.error_type).toBe('otp_code_not_found');
    const stillSlowed = await wrongGuess('198.51.100.5');
    expect(stillSlowed.status).toBe(429);
    expect(stillSlowed.headers.get('retry-after')).toBe('120');

    // A whole window after the last failure: two free failures again, then the first wait, a minute.
    clock.advance(WINDOW_MS);
    expect((await wrongGuess('198.51.100.6')).body.error_type).toBe('otp_code_not_found');
    expect((await wrongGuess('198.51.100.7')).body.error_type).toBe('otp_code_not_found');
    const again = await wrongGuess('198.51.100.8');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
  });

  it('does not charge the client’s count for attempts the account slowdown refused', async () => {
    ({ t, clock } = await createFrozenContext(
      { otpFailures: { limit: 2, windowMs: 3_600_000 } },
      { sendLimits: MANY_SENDS, otpFailureLimit: { limit: 1, windowMs: WINDOW_MS } },
    ));
    const client = '203.0.113.9';
    expect((await wrongGuess(client)).body.error_type).toBe('otp_code_not_found');
    // Slowed down (a minute) three times over: refusals that were never attempts.
    for (let i = 0; i < 3; i += 1) {
      const refused = await wrongGuess(client);
      expect(refused.body.error_message).toBe(
        'Too many wrong passcodes for this account. Wait a moment before trying again.',
      );
    }
    clock.advance(60_000);
    // The client has used one of its two guesses: the second is still a guess.
    expect((await wrongGuess(client)).body.error_type).toBe('otp_code_not_found');
  });
});
