import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { createFrozenContext } from '../../testing/client-limits.ts';
import { messageSentTo, PATHS, sdkFrom, wrongCode } from '../../testing/otp.ts';
import type { TestContext } from '../../testing/test-context.ts';
import { MAX_ATTEMPTS_PER_CODE } from './codes.ts';

const OWNER = 'owner@example.com';
const ADDRESS = '203.0.113.9';
/** More tries than the client may spend on wrong passcodes: one more would answer 429 if counted. */
const PAST_THE_CLIENT_LIMIT = DEFAULT_CLIENT_LIMITS.otpFailures.limit + 1;

/**
 * A code that was used or has no attempts left cannot be guessed into working, so trying it again
 * is refused before anything is counted: retrying a dead code (a double-clicked button, a stale
 * tab) never spends the client's or the account's allowance of wrong passcodes.
 */
describe('passcodes: tries on a spent code are not counted as wrong guesses', () => {
  let t: TestContext;
  beforeEach(async () => {
    ({ t } = await createFrozenContext({}));
  });
  afterEach(() => t.close());

  async function send() {
    const { sent, message } = await messageSentTo(t, OWNER, () =>
      sdkFrom(t.app, PATHS.email, { email: OWNER }, { address: ADDRESS }),
    );
    expect(sent.status).toBe(200);
    return { methodId: sent.body.method_id as string, code: message.code as string };
  }
  const attempt = (methodId: string, token: string) =>
    sdkFrom(t.app, PATHS.authenticate, { method_id: methodId, token }, { address: ADDRESS });

  it('returns 401 otp_code_not_found, never 429, to a used code replayed past the client’s limit', async () => {
    const { methodId, code } = await send();
    expect((await attempt(methodId, code)).status).toBe(200);

    for (let i = 0; i < PAST_THE_CLIENT_LIMIT; i += 1) {
      const replay = await attempt(methodId, code);
      expect(replay.status, `replay ${i + 1}`).toBe(401);
      expect(replay.body.error_type).toBe('otp_code_not_found');
    }
  });

  it('returns 401 otp_attempts_exceeded, never 429, to a code retried after its wrong attempts ran out', async () => {
    const { methodId, code } = await send();
    for (let i = 0; i < MAX_ATTEMPTS_PER_CODE; i += 1) {
      expect((await attempt(methodId, wrongCode(code))).body.error_type).toBe('otp_code_not_found');
    }
    // Five wrong guesses are counted; the tries on the dead code after them are not.
    for (let i = MAX_ATTEMPTS_PER_CODE; i < PAST_THE_CLIENT_LIMIT; i += 1) {
      const retry = await attempt(methodId, code);
      expect(retry.status, `try ${i + 1}`).toBe(401);
      expect(retry.body.error_type).toBe('otp_attempts_exceeded');
    }
    // A fresh code still works from that address.
    const fresh = await send();
    expect((await attempt(fresh.methodId, fresh.code)).status).toBe(200);
  });
});
