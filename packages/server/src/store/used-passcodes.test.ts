import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFrozenContext } from '../testing/client-limits.ts';
import { newestMessageTo, PATHS, sdkFrom, wrongCode } from '../testing/otp.ts';
import type { TestContext } from '../testing/test-context.ts';

const ADA = 'ada@example.com';
const CLIENT = '203.0.113.20';

/**
 * A passcode that signed someone in is spent: sending it again (a double submit, a replay) is
 * refused as an unknown code, and is not a wrong guess: it costs neither the client's guesses nor
 * the account's free failures.
 */
describe('used passcodes', () => {
  let t: TestContext;
  beforeEach(async () => {
    ({ t } = await createFrozenContext({ otpFailures: { limit: 2, windowMs: 3_600_000 } }));
  });
  afterEach(() => t.close());

  async function send() {
    const sent = await sdkFrom(t.app, PATHS.email, { email: ADA }, { address: CLIENT });
    expect(sent.status).toBe(200);
    return { methodId: sent.body.method_id as string, code: (await newestMessageTo(t, ADA)).code as string };
  }
  const authenticate = (methodId: string, token: string) =>
    sdkFrom(t.app, PATHS.authenticate, { method_id: methodId, token }, { address: CLIENT });

  it('refuses a used code with 401 otp_code_not_found every time, without counting it as a wrong guess', async () => {
    const first = await send();
    expect((await authenticate(first.methodId, first.code)).status).toBe(200);

    for (let i = 0; i < 3; i += 1) {
      const replay = await authenticate(first.methodId, first.code);
      expect(replay.status).toBe(401);
      expect(replay.body.error_type).toBe('otp_code_not_found');
    }

    // The client still has both of its wrong guesses for the account; the third is refused.
    const next = await send();
    for (let i = 0; i < 2; i += 1) {
      expect((await authenticate(next.methodId, wrongCode(next.code))).body.error_type).toBe('otp_code_not_found');
    }
    expect((await authenticate(next.methodId, wrongCode(next.code))).status).toBe(429);
  });
});
