import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fake-server.ts';
import { useHarness } from '../../test/harness.ts';

const h = useHarness();

async function signedIn() {
  const client = h.open({ refreshSession: false });
  const answer = await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
  return { client, answer };
}

describe('user', () => {
  it('get fetches the signed-in user and updates the stored one', async () => {
    const { client, answer } = await signedIn();
    const renamed = { ...makeUser(), name: { first_name: 'Augusta', last_name: 'King' } };
    h.server.override('GET /users/me', () => ({
      status: 200,
      body: { status_code: 200, request_id: 'r', user: renamed },
    }));
    const onUser = vi.fn();
    client.user.onChange(onUser);
    await expect(client.user.get()).resolves.toEqual(renamed);
    expect(h.server.calls('GET /users/me')[0]?.credentials?.password).toBe(answer.session_token);
    expect(client.user.getSync()).toEqual(renamed);
    expect(onUser).toHaveBeenCalledWith(renamed);
  });

  it('get without a session throws missing_session', async () => {
    await expect(h.open().user.get()).rejects.toMatchObject({ error_type: 'missing_session' });
  });

  it('search maps user_type to userType', async () => {
    const client = h.open();
    await expect(client.user.search('ada@example.com')).resolves.toEqual({ userType: 'password' });
    await expect(client.user.search('grace@example.com')).resolves.toEqual({ userType: 'new' });
    expect(h.server.calls('POST /users/search').map((r) => r.body)).toEqual([
      { email: 'ada@example.com' },
      { email: 'grace@example.com' },
    ]);
  });

  it('deleteWebauthnRegistration sends DELETE with the registration id', async () => {
    const { client } = await signedIn();
    await client.user.deleteWebauthnRegistration('webauthn-registration-test-0001');
    expect(h.server.calls('DELETE /users/webauthn_registrations/webauthn-registration-test-0001')).toHaveLength(1);
    await expect(client.user.deleteWebauthnRegistration('unknown')).rejects.toMatchObject({
      error_type: 'webauthn_registration_not_found',
    });
  });

  it('onChange is not called when only the session changes', async () => {
    const { client } = await signedIn();
    const onUser = vi.fn();
    client.user.onChange(onUser);
    await client.session.authenticate();
    expect(client.session.getSync()).not.toBeNull();
    expect(onUser).not.toHaveBeenCalled();
  });
});
