import { afterEach, describe, expect, it } from 'vitest';
import { createAdminTestContext } from '../../../testing/admin.ts';
import { TestAuthenticator } from '../../../testing/passkey-authenticator.ts';
import type { JsonBody } from '../../../testing/test-context.ts';
import { CSRF_HEADER } from '../console-cookie.ts';
import { inviteOperator } from '../invites.ts';

let t: Awaited<ReturnType<typeof createAdminTestContext>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The console's own origin in the test context (FOYER_PUBLIC_URL). */
const ORIGIN = 'https://auth.host.example';

/** A browser tab of the console: its cookie jar (one cookie) and its CSRF token. */
class ConsoleTab {
  cookie = '';
  csrf = '';
  constructor(private readonly context: NonNullable<typeof t>) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: JsonBody }> {
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: ORIGIN };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrf) headers[CSRF_HEADER] = this.csrf;
    const response = await this.context.app.request(`/admin/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] as string;
    const answer = (await response.json()) as JsonBody;
    if (typeof answer.csrf_token === 'string') this.csrf = answer.csrf_token;
    return { status: response.status, body: answer };
  }
}

describe('operators’ passkeys', () => {
  it('an invited operator sets up a passkey and signs in with it; a replay, a user’s passkey, another origin and a missing verification are refused', async () => {
    t = await createAdminTestContext();
    const { token } = await inviteOperator(t.deps, 'ops@host.example', 'support');
    const authenticator = new TestAuthenticator();

    // The invitation opens a session; with it the operator registers a passkey (user verification required).
    const invited = new ConsoleTab(t);
    expect((await invited.call('POST', '/operator_sessions', { invite_token: token })).status).toBe(200);
    const start = await invited.call('POST', '/operator_passkeys/register/start', {});
    expect(start.status).toBe(200);
    expect(start.body.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(start.body.options.rp.id).toBe('auth.host.example');
    const created = authenticator.create(start.body.options, { origin: ORIGIN });
    expect((await invited.call('POST', '/operator_passkeys/register', { credential: created })).status).toBe(200);
    // The same challenge does not register twice.
    expect((await invited.call('POST', '/operator_passkeys/register', { credential: created })).body.error_type).toBe(
      'webauthn_challenge_not_found',
    );

    // Later, in a new tab: a sign-in with the passkey opens a console session as that operator.
    const later = new ConsoleTab(t);
    expect((await later.call('GET', '/operator_sessions/current')).status).toBe(401);
    const options = (await later.call('POST', '/operator_sessions/passkey/start', {})).body.options;
    expect(options.userVerification).toBe('required');
    const assertion = authenticator.get(options, { origin: ORIGIN });
    const signedIn = await later.call('POST', '/operator_sessions/passkey', { credential: assertion });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.operator).toMatchObject({ email: 'ops@host.example', role: 'support' });
    expect(later.cookie).toMatch(/^__Host-foyer_operator=/);
    const current = await later.call('GET', '/operator_sessions/current');
    expect(current.body.operator).toMatchObject({ email: 'ops@host.example', role: 'support' });
    // With the permissions the role grants, from the server's own table: the console disables the rest.
    expect(current.body.permissions).toEqual(['read', 'users.manage']);

    // The same assertion again (a replay) is refused: its challenge is spent.
    const replay = await new ConsoleTab(t).call('POST', '/operator_sessions/passkey', { credential: assertion });
    expect(replay.body.error_type).toBe('webauthn_challenge_not_found');
    // An assertion made on another page (a phishing origin), or without user verification, is refused.
    for (const knobs of [{ origin: 'https://evil.example' }, { origin: ORIGIN, userVerified: false }]) {
      const tab = new ConsoleTab(t);
      const again = (await tab.call('POST', '/operator_sessions/passkey/start', {})).body.options;
      const refused = await tab.call('POST', '/operator_sessions/passkey', {
        credential: authenticator.get(again, knobs),
      });
      expect([refused.status, refused.body.error_type]).toEqual([400, 'invalid_webauthn_response']);
      expect(tab.cookie).toBe('');
    }
    // A passkey the console never registered (an end user's, say) opens nothing.
    const stranger = new TestAuthenticator();
    stranger.create(
      { challenge: 'x', rp: { id: 'auth.host.example', name: 'x' }, user: { id: 'dXNlcg', name: 'u' } },
      {
        origin: ORIGIN,
      },
    );
    const tab = new ConsoleTab(t);
    const strangerOptions = (await tab.call('POST', '/operator_sessions/passkey/start', {})).body.options;
    const unknown = await tab.call('POST', '/operator_sessions/passkey', {
      credential: stranger.get(strangerOptions, { origin: ORIGIN }),
    });
    expect([unknown.status, unknown.body.error_type]).toEqual([404, 'webauthn_registration_not_found']);

    // The sign-in is in the audit log as the operator's.
    const log = await t.admin('/audit_log?action=POST%20/operator_sessions/passkey');
    expect(log.body.entries[0]).toMatchObject({ actor: { email: 'ops@host.example' }, result: 'ok' });
  });
});
