import { afterEach, describe, expect, it } from 'vitest';
import { createAdminTestContext } from '../../testing/admin.ts';
import { ATTACKER_PASSWORD, passwordSignUp } from '../../testing/first-proof.ts';
import { TEST_ORIGIN } from '../../testing/test-context.ts';

let t: Awaited<ReturnType<typeof createAdminTestContext>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Minutes between a session's start and its expiry, as its holder reads them. */
const lengthOf = (session: { started_at: string; expires_at: string }) =>
  Math.round((Date.parse(session.expires_at) - Date.parse(session.started_at)) / 60_000);

describe('a project’s sign-in methods and session length, set from the console', () => {
  it('are validated naming the field, audited, answered by the bootstrap, and enforced: other methods refused, sessions no longer than the maximum', async () => {
    t = await createAdminTestContext();
    const created = await t.admin('/projects', { body: { name: 'Shop', authorized_origins: [TEST_ORIGIN] } });
    const { project_id: projectId, public_token: publicToken } = created.body.project;
    const patch = (body: object, token = t?.tokens.developer) =>
      t?.admin(`/projects/${projectId}`, { method: 'PATCH', body, token });

    for (const [body, words] of [
      [{ enabled_products: ['sms'] }, 'enabled_products.0: Invalid option'],
      [{ enabled_products: [] }, 'enabled_products: Enable at least one sign-in method'],
      [{ enabled_products: ['otp', 'otp'] }, 'enabled_products: Each sign-in method may appear once'],
      [
        { session_length: { default_minutes: 1, maximum_minutes: 60 } },
        'session_length.default_minutes: Expected at least 5 minutes',
      ],
      [
        { session_length: { default_minutes: 600, maximum_minutes: 60 } },
        'session_length.default_minutes: default_minutes may not be longer than maximum_minutes',
      ],
      [
        { session_length: { default_minutes: 60, maximum_minutes: 10_000_000 } },
        'session_length.maximum_minutes: Expected at most 525600',
      ],
    ] as const) {
      const refused = await patch(body);
      expect([refused?.status, refused?.body.error_type], JSON.stringify(body)).toEqual([400, 'bad_request']);
      expect(refused?.body.error_message).toContain(words);
    }
    // Support may not configure; the refusal is logged like every other.
    expect((await patch({ enabled_products: ['passwords'] }, t.tokens.support))?.status).toBe(403);

    const saved = await patch({
      enabled_products: ['passwords', 'emailMagicLinks'],
      session_length: { default_minutes: 30, maximum_minutes: 120 },
    });
    expect(saved?.status).toBe(200);
    const bootstrap = await t.sdk(`/projects/bootstrap/${publicToken}`, undefined, { publicToken });
    expect(bootstrap.body.enabled_products).toEqual(['passwords', 'emailMagicLinks']);
    expect(bootstrap.body.session_length).toEqual({ default_minutes: 30, maximum_minutes: 120 });
    // A config-file project names none: every method, the default length.
    const untouched = await t.sdk(`/projects/bootstrap/${t.project.publicToken}`);
    expect(untouched.body.enabled_products).toEqual([
      'emailMagicLinks',
      'otp',
      'passwords',
      'passkeys',
      'oauth',
      'crypto',
    ]);
    expect(untouched.body.session_length).toBeNull();

    // A method turned off is refused in words; one left on works.
    const otp = await t.sdk('/otps/email/login_or_create', { email: 'ada@shop.example' }, { publicToken });
    expect([otp.status, otp.body.error_type]).toEqual([403, 'product_not_enabled']);
    expect(otp.body.error_message).toBe('This login method is not enabled for the project.');
    const passkey = await t.sdk('/webauthn/authenticate/start', { domain: 'host.example' }, { publicToken });
    expect(passkey.body.error_type).toBe('product_not_enabled');
    // So is the path Stytch's browser SDK calls for the same start.
    const stytchStart = await t.sdk('/webauthn/authenticate/start/primary', {}, { publicToken });
    expect(stytchStart.body.error_type).toBe('product_not_enabled');

    // A week asked for is shortened to the maximum; no length asked gives the default; a refresh is capped too.
    const week = 60 * 24 * 7;
    const signUp = await t.sdk(
      '/passwords',
      { email: 'ada@shop.example', password: ATTACKER_PASSWORD, session_duration_minutes: week },
      { publicToken },
    );
    expect(signUp.status).toBe(200);
    expect(lengthOf(signUp.body.session)).toBe(120);
    const logIn = await t.sdk(
      '/passwords/authenticate',
      { email: 'ada@shop.example', password: ATTACKER_PASSWORD },
      { publicToken },
    );
    expect(lengthOf(logIn.body.session)).toBe(30);
    const refreshed = await t.sdk(
      '/sessions/authenticate',
      { session_duration_minutes: week },
      { publicToken, sessionToken: logIn.body.session_token },
    );
    const refreshedFor =
      (Date.parse(refreshed.body.session.expires_at) - Date.parse(refreshed.body.session.last_accessed_at)) / 60_000;
    expect(Math.round(refreshedFor)).toBe(120);

    // The change and the refusal are in the audit log, with before and after.
    const log = (await t.admin(`/audit_log?target=${projectId}`)).body.entries as {
      action: string;
      result: string;
      changes: unknown;
    }[];
    const change = log.find((entry) => entry.action === 'PATCH /projects/{project_id}' && entry.result === 'ok');
    expect(JSON.stringify(change?.changes)).toContain('"maximum_minutes":120');
    expect(log).toContainEqual(expect.objectContaining({ action: 'PATCH /projects/{project_id}', result: 'refused' }));
  });

  it('lets support remove a user’s authenticator app (lost phone) through the admin API, logged; a viewer is refused', async () => {
    t = await createAdminTestContext();
    const { user_id: userId } = await passwordSignUp(t, 'lost-phone@host.example');
    const made = await t.backend('/totps', { user_id: userId });
    expect(made.status).toBe(200);
    const path = `/projects/${t.project.projectId}/users/totps/${made.body.totp_id}`;
    const viewer = await t.admin(path, { method: 'DELETE', token: t.tokens.viewer });
    expect([viewer.status, viewer.body.error_type]).toEqual([403, 'operator_permission_denied']);
    const removed = await t.admin(path, { method: 'DELETE', token: t.tokens.support });
    expect(removed.status).toBe(200);
    const user = await t.admin(`/projects/${t.project.projectId}/users/${userId}`, { token: t.tokens.support });
    expect(user.body.totps ?? []).toEqual([]);
    const again = await t.admin(path, { method: 'DELETE', token: t.tokens.support });
    expect([again.status, again.body.error_type]).toEqual([404, 'totp_not_found']);
    const action = encodeURIComponent('DELETE /projects/{project_id}/users/totps/{totp_id}');
    const log = (await t.admin(`/audit_log?action=${action}`)).body.entries as {
      result: string;
      actor: { role: string };
      target: { id: string };
    }[];
    expect(log.map((entry) => [entry.actor.role, entry.result])).toEqual([
      ['support', 'failed'],
      ['support', 'ok'],
      ['viewer', 'refused'],
    ]);
  });
});
