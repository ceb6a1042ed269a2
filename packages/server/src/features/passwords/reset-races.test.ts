import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PasswordPools } from '../../deps.ts';
import { sdkFrom } from '../../testing/otp.ts';
import { appPausingAfterRead } from '../../testing/pause-after-read.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { recordingMailer } from '../../testing/test-mailers.ts';
import { createPasswordPools } from './pool/password-pools.ts';

const EMAIL = 'ada@example.com';
const STRONG = 'violet-harbour-tangent-47';
const FIRST_NEW = 'copper-lantern-meadow-83';
const SECOND_NEW = 'walnut-glacier-orbit-29';
const USED = {
  status_code: 404,
  error_type: 'password_reset_token_not_found',
  error_message: 'This reset link has already been used. Request a new one.',
};

/**
 * A reset checks that its token is unused, then hashes the new password (slow), then spends the
 * token. These tests use the token elsewhere in between, deterministically: the reset runs on an
 * app whose database pauses after it read the token's login link, while the other use goes
 * through the ordinary app. One token still makes exactly one change.
 */
describe('password reset: one token, used twice at once', () => {
  let t: TestContext;
  let mail: ReturnType<typeof recordingMailer>;
  let token: string;
  // Sign-up hashes and scores on worker threads: on a loaded machine it may take as long as a test.
  let pools: PasswordPools;
  beforeEach(async () => {
    mail = recordingMailer();
    // Not niced: on a busy machine a niced thread waits behind everything else.
    pools = createPasswordPools(
      { hashThreads: 1, strengthThreads: 1, queueLimit: 8, niceIncrement: 0, lazy: true },
      () => {},
    );
    t = await createTestContext({ deps: { mailer: mail, passwordPools: pools } });
    expect((await t.sdk('/passwords', { email: EMAIL, password: STRONG })).status).toBe(200);
    expect((await t.sdk('/passwords/email/reset/start', { email: EMAIL })).status).toBe(200);
    token = new URL(mail.sent[0]?.links[0] ?? '').searchParams.get('token') ?? '';
  }, 20_000);
  afterEach(async () => {
    await t.close();
    await pools.close();
  });

  async function resetWhile(password: string, meanwhile: () => Promise<void>) {
    const racing = appPausingAfterRead(t, 'magic_links', meanwhile);
    const res = await sdkFrom(racing.app, '/passwords/email/reset', { token, password }, { address: '192.0.2.1' });
    expect(racing.paused(), 'the reset never read its token').toBe(true);
    return { status: res.status, body: res.body };
  }
  const logIn = async (password: string) => (await t.sdk('/passwords/authenticate', { email: EMAIL, password })).status;

  it('returns 404 to the second of two resets with one token; the first new password stands', async () => {
    let first = 0;
    const second = await resetWhile(SECOND_NEW, async () => {
      first = (await t.sdk('/passwords/email/reset', { token, password: FIRST_NEW })).status;
    });
    expect(first).toBe(200);
    expect(second).toMatchObject({ status: 404, body: USED });
    expect(await logIn(FIRST_NEW)).toBe(200);
    expect(await logIn(SECOND_NEW)).toBe(401);
  });

  it('returns 404 to a reset whose token signed in as a login link meanwhile, and sets no password', async () => {
    let login = 0;
    const reset = await resetWhile(FIRST_NEW, async () => {
      login = (await t.sdk('/magic_links/authenticate', { token })).status;
    });
    expect(login).toBe(200);
    expect(reset).toMatchObject({ status: 404, body: USED });
    expect(await logIn(FIRST_NEW)).toBe(401);
  });
});
