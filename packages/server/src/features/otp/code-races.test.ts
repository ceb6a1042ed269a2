import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, sdkFrom, sendCode, wrongCode } from '../../testing/otp.ts';
import { appPausingAfterRead } from '../../testing/pause-after-read.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { MAX_ATTEMPTS_PER_CODE } from './codes.ts';

const ADDRESS = '203.0.113.5';
const ADA = 'ada@example.com';

/**
 * A guess reads its code, then books an attempt on it. These tests make something else happen to
 * the code in between (another tab signs in with it, a resend, the backend removing the email),
 * deterministically: the guess runs on an app whose database pauses after its first read of the
 * code, while `meanwhile` acts through the ordinary app. The guess must then answer for the code
 * as it now is, never for the one it read.
 */
describe('passcodes: a guess racing another change to its code', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  async function guessWhile(methodId: string, token: string, meanwhile: () => Promise<void>) {
    const racing = appPausingAfterRead(t, 'otp_codes', meanwhile);
    const res = await sdkFrom(racing.app, PATHS.authenticate, { method_id: methodId, token }, { address: ADDRESS });
    expect(racing.paused(), 'the guess never read its code').toBe(true);
    return res;
  }
  const guess = (methodId: string, token: string) =>
    sdkFrom(t.app, PATHS.authenticate, { method_id: methodId, token }, { address: ADDRESS });

  it('returns 401 otp_code_not_found to the second tab when the first signs in with the code meanwhile', async () => {
    const { methodId, code } = await sendCode(t, 'email', ADA);
    let first: Awaited<ReturnType<typeof guess>> | undefined;
    const second = await guessWhile(methodId, code, async () => {
      first = await guess(methodId, code);
    });
    expect(first?.status).toBe(200);
    expect(second.status).toBe(401);
    expect(second.body.error_type).toBe('otp_code_not_found');
    expect(second.body.session_token).toBeUndefined();
  });

  it('returns 401 otp_code_not_found to a guess at a code replaced meanwhile, even once the new code is dead', async () => {
    const old = await sendCode(t, 'email', ADA);
    const res = await guessWhile(old.methodId, old.code, async () => {
      const fresh = await sendCode(t, 'email', ADA);
      for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i += 1) await guess(fresh.methodId, wrongCode(fresh.code));
    });
    expect(res.status).toBe(401);
    // The code guessed was replaced, not worn out by wrong attempts: the new one is dead for its own.
    expect(res.body.error_type).toBe('otp_code_not_found');
  });

  it('returns 401 otp_code_not_found, not a 500, when the backend removes the email meanwhile', async () => {
    const { methodId, code } = await sendCode(t, 'email', ADA);
    const res = await guessWhile(methodId, code, async () => {
      const removed = await t.backend(`/users/emails/${methodId}`, undefined, { method: 'DELETE' });
      expect(removed.status).toBe(200);
    });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('otp_code_not_found');
  });
});
