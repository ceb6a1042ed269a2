import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { writeForVerifiedSession } from './first-proof.ts';

describe('a write for a signed-in user (a new passkey, a wallet, a factor)', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ clock: 'stopped' });
  });
  afterEach(() => t.close());

  async function writeAs(signedIn: Awaited<ReturnType<typeof signInNewUser>>) {
    const write = vi.fn(async () => 'written');
    const caller = {
      route: 'webauthn.register' as const,
      userId: signedIn.user_id,
      sessionId: signedIn.session.session_id,
    };
    const outcome = await writeForVerifiedSession(t.deps, caller, write).catch((error: unknown) => error);
    return { outcome, write };
  }

  it('runs for a live session', async () => {
    const { outcome, write } = await writeAs(await signInNewUser(t.deps, t.project));
    expect(outcome).toBe('written');
    expect(write).toHaveBeenCalledOnce();
  });

  it('is refused once the session was revoked, even after the request authenticated it', async () => {
    const signedIn = await signInNewUser(t.deps, t.project);
    await t.sdk('/sessions/revoke', {}, { sessionToken: signedIn.session_token ?? '' });
    const { outcome, write } = await writeAs(signedIn);
    expect(outcome).toMatchObject({ type: 'session_not_found' });
    expect(write).not.toHaveBeenCalled();
  });

  it('is refused once the session has expired', async () => {
    const signedIn = await signInNewUser(t.deps, t.project, { durationMinutes: 5 });
    t.clock.advance(5 * 60_000);
    const { outcome, write } = await writeAs(signedIn);
    expect(outcome).toMatchObject({ type: 'session_not_found' });
    expect(write).not.toHaveBeenCalled();
  });
});
