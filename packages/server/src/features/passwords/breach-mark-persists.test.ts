import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { recordingMailer } from '../../testing/test-mailers.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticatePassword } from './authenticate.ts';
import { createPasswordContext } from './context.ts';
import { passwordSettingsFromEnv } from './settings.ts';

// On no offline list: only the range API can call it breached.
const LEAKED = 'violet-harbour-tangent-47';
const NEWER = 'copper-lantern-meadow-83';

describe('a password the range API once found breached', () => {
  let t: TestContext;
  let mail: ReturnType<typeof recordingMailer>;
  let rangeUp: boolean;
  beforeEach(async () => {
    mail = recordingMailer();
    t = await createTestContext({ deps: { mailer: mail } });
    rangeUp = true;
  });
  afterEach(() => t.close());

  /** The range API's answer for LEAKED while it is up; a refused connection once it is down. */
  const rangeFetch = (async () => {
    if (!rangeUp) throw new TypeError('fetch failed');
    const suffix = createHash('sha1').update(LEAKED).digest('hex').toUpperCase().slice(5);
    return new Response(`${suffix}:7\r\n0018A45C4D1DEF81644B54AB7F969B88D65:0`);
  }) as typeof fetch;

  const logIn = (password: string) => {
    const settings = passwordSettingsFromEnv({});
    const context = createPasswordContext(t.deps, {
      ...settings,
      pwnedRange: { baseUrl: 'https://range.test', timeoutMs: 1_000, fetch: rangeFetch },
    });
    return authenticatePassword(context, {
      project: t.project,
      client: UNKNOWN_SIGN_IN_CLIENT,
      request: { email: 'ada@example.com', password },
    });
  };

  it('stays refused as breached while the API is down, until a reset sets a new password', async () => {
    expect((await t.sdk('/passwords', { email: 'ada@example.com', password: LEAKED })).status).toBe(200);
    await expect(logIn(LEAKED)).rejects.toMatchObject({ type: 'reset_password', reason: 'breached' });

    // The API failing open must not let the marked password back in.
    rangeUp = false;
    await expect(logIn(LEAKED)).rejects.toMatchObject({ type: 'reset_password', reason: 'breached' });

    await t.sdk('/passwords/email/reset/start', { email: 'ada@example.com' });
    const token = new URL(mail.sent[0]?.links[0] ?? '').searchParams.get('token');
    expect((await t.sdk('/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
    await expect(logIn(NEWER)).resolves.toMatchObject({ user: { emails: [{ email: 'ada@example.com' }] } });
  });
});
