import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../clock.ts';
import { PATHS, sendCode } from '../../testing/otp.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

describe('passcodes: the expiry boundary', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
  });
  afterEach(() => t.close());

  const authenticate = (token: string, methodId: string) => t.sdk(PATHS.authenticate, { token, method_id: methodId });

  it('accepts a code in its last millisecond', async () => {
    const { methodId, code } = await sendCode(t, 'sms', '+15555550123');
    t.clock.advance(minutes(5) - 1);
    expect((await authenticate(code, methodId)).status).toBe(200);
  });

  it('returns 401 otp_code_expired for the right code at the very moment it expires', async () => {
    const { methodId, code } = await sendCode(t, 'sms', '+15555550123');
    t.clock.advance(minutes(5));
    const res = await authenticate(code, methodId);
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('otp_code_expired');
  });
});
