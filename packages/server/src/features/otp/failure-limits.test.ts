import { afterEach, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../../clock.ts';
import { createFrozenContext } from '../../testing/client-limits.ts';
import { newestMessageTo, PATHS, sdkFrom, wrongCode } from '../../testing/otp.ts';
import type { TestContext } from '../../testing/test-context.ts';
import { MAX_ATTEMPTS_PER_CODE } from './codes.ts';

const VICTIM = 'victim@example.com';
const MANY_SENDS = {
  perDestination: 1_000,
  perDestinationWindowMs: 600_000,
  perClient: 1_000,
  perClientWindowMs: 3_600_000,
};

describe('wrong passcodes: a stranger cannot lock the owner out', () => {
  let t: TestContext;
  let clock: AdjustableClock;
  afterEach(() => t.close());

  /** Asks for a code to the victim's address from `address` and reads it from the outbox. */
  async function send(address: string) {
    const res = await sdkFrom(t.app, PATHS.email, { email: VICTIM }, { address });
    expect(res.status).toBe(200);
    const message = await newestMessageTo(t, VICTIM);
    return { methodId: res.body.method_id as string, code: message.code as string };
  }
  const guess = (address: string, methodId: string, token: string) =>
    sdkFrom(t.app, PATHS.authenticate, { method_id: methodId, token }, { address });

  it('refuses a stranger’s eleventh wrong guess from one address with 429, while the owner signs in from another', async () => {
    ({ t, clock } = await createFrozenContext({}, { sendLimits: MANY_SENDS }));
    const stranger = '203.0.113.66';
    // The stranger keeps asking for fresh codes to the victim's address and burns each (5 tries per code).
    for (let round = 0; round < 2; round += 1) {
      const { methodId, code } = await send(stranger);
      for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i += 1) {
        expect((await guess(stranger, methodId, wrongCode(code))).body.error_type).toBe('otp_code_not_found');
      }
    }
    const { methodId, code } = await send(stranger);
    const refused = await guess(stranger, methodId, wrongCode(code));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error_type: 'too_many_requests',
      error_message: 'Too many wrong passcodes from your network. Try again later.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);

    // Another stranger's address can still guess (and fail) …
    expect((await guess('198.51.100.77', methodId, wrongCode(code))).body.error_type).toBe('otp_code_not_found');
    // … and the owner, elsewhere, signs in with the right code at once.
    const mine = await send('192.0.2.10');
    const signedIn = await guess('192.0.2.10', mine.methodId, mine.code);
    expect(signedIn.status).toBe(200);

    // The Retry-After holds: a second early the stranger is still refused, then may guess again.
    clock.advance((retryAfter - 1) * 1000);
    const again = await send(stranger);
    expect((await guess(stranger, again.methodId, wrongCode(again.code))).status).toBe(429);
    clock.advance(1000);
    expect((await guess(stranger, again.methodId, wrongCode(again.code))).body.error_type).toBe('otp_code_not_found');
  });

  it('slows the owner after 100 failures from many addresses with waits of 1, 2 … minutes, never a day; the right code resets', async () => {
    ({ t, clock } = await createFrozenContext({}, { sendLimits: MANY_SENDS }));
    let code = { methodId: '', code: '' };
    for (let failure = 0; failure < 100; failure += 1) {
      const address = `198.51.100.${Math.floor(failure / MAX_ATTEMPTS_PER_CODE)}`;
      if (failure % MAX_ATTEMPTS_PER_CODE === 0) code = await send(address);
      const res = await guess(address, code.methodId, wrongCode(code.code));
      expect(res.body.error_type, `failure ${failure + 1}`).toBe('otp_code_not_found');
    }

    // The 101st attempt, from a fresh address, must wait a minute since the last failure.
    code = await send('192.0.2.20');
    const first = await guess('192.0.2.20', code.methodId, wrongCode(code.code));
    expect(first.status).toBe(429);
    expect(first.body.error_message).toBe(
      'Too many wrong passcodes for this account. Wait a moment before trying again.',
    );
    expect(first.headers.get('retry-after')).toBe('60');
    clock.advance(59_000);
    expect((await guess('192.0.2.21', code.methodId, wrongCode(code.code))).headers.get('retry-after')).toBe('1');
    clock.advance(1_000);
    expect((await guess('192.0.2.20', code.methodId, wrongCode(code.code))).body.error_type).toBe('otp_code_not_found');

    // One more failure: the next wait is two minutes, whoever asks; then the owner's right code works.
    const owner = '192.0.2.30';
    const mine = await send(owner);
    const slowed = await guess(owner, mine.methodId, mine.code);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('120');
    clock.advance(120_000);
    expect((await guess(owner, mine.methodId, mine.code)).status).toBe(200);

    // The right code started the count over: wrong guesses are answered at once again.
    const next = await send('192.0.2.40');
    for (let i = 0; i < 3; i += 1) {
      expect((await guess('192.0.2.40', next.methodId, wrongCode(next.code))).body.error_type).toBe(
        'otp_code_not_found',
      );
    }
  }, 60_000);

  it('caps the wait at an hour however long the attack goes on', async () => {
    ({ t, clock } = await createFrozenContext(
      {},
      { sendLimits: MANY_SENDS, otpFailureLimit: { limit: 1, windowMs: 86_400_000 } },
    ));
    const waits: string[] = [];
    const first = await send('198.51.100.1');
    expect((await guess('198.51.100.1', first.methodId, wrongCode(first.code))).body.error_type).toBe(
      'otp_code_not_found',
    );
    for (let attempt = 2; attempt <= 9; attempt += 1) {
      const address = `198.51.100.${attempt}`;
      const early = await send(address);
      const res = await guess(address, early.methodId, wrongCode(early.code));
      expect(res.status).toBe(429);
      const wait = res.headers.get('retry-after') ?? '';
      waits.push(wait);
      clock.advance(Number(wait) * 1000);
      const { methodId, code } = await send(address);
      expect((await guess(address, methodId, wrongCode(code))).body.error_type).toBe('otp_code_not_found');
    }
    expect(waits).toEqual(['60', '120', '240', '480', '960', '1920', '3600', '3600']);
  });
});
