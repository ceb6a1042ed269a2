import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FROZEN_START } from '../testing/client-limits.ts';
import { PATHS, sdkFrom } from '../testing/otp.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';

/**
 * What a person sees when they asked for one message too many: a 429 that says, in words, what
 * happened and what to do, and when to try again. Default limits: 5 sends to one address per 10 minutes.
 */
describe('send limits: the refusal a person reads', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: { stoppedAt: FROZEN_START } });
  });
  afterEach(() => t.close());

  it('answers the sixth code to one address in 10 minutes with 429, a message saying to wait, and Retry-After', async () => {
    const send = (n: number) =>
      sdkFrom(t.app, PATHS.email, { email: 'ada@example.com' }, { address: `203.0.113.${n}` });
    for (let n = 1; n <= 5; n += 1) expect((await send(n)).status).toBe(200);

    const refused = await send(6);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error_type: 'too_many_requests',
      error_message: 'Too many messages were asked for. Wait a moment and try again.',
    });
    // Five sends at the start of a window fade out over the next: one fits 10 + 2 minutes from now.
    expect(refused.headers.get('retry-after')).toBe('720');
  });
});
