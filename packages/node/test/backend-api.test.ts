import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FoyerUnderTest, startFoyer } from './foyer-server.ts';

describe('createFoyer: users, magic links and passcodes from the backend', () => {
  let foyer: FoyerUnderTest;
  beforeEach(async () => {
    foyer = await startFoyer();
  });
  afterEach(() => foyer.close());

  it('creates a user, finds them by email, updates their name and metadata, deletes their email, then them', async () => {
    const api = foyer.foyer.users;
    const created = await api.create({ email: 'grace@host.example', name: { first_name: 'Grace' } });
    expect(created).toMatchObject({ status: 'active', user: { name: { first_name: 'Grace' } } });

    const found = await api.search({
      query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['grace@host.example'] }] },
    });
    expect(found.results.map((user) => user.user_id)).toEqual([created.user_id]);
    expect(found.results_metadata).toEqual({ total: 1, next_cursor: null });

    const updated = await api.update(created.user_id, {
      name: { last_name: 'Hopper' },
      trusted_metadata: { plan: 'pro' },
    });
    expect(updated.user).toMatchObject({ name: { last_name: 'Hopper' }, trusted_metadata: { plan: 'pro' } });

    const withoutEmail = await api.deleteEmail(created.email_id);
    expect(withoutEmail.user.emails).toEqual([]);
    await api.delete(created.user_id);
    await expect(api.get(created.user_id)).rejects.toMatchObject({ error_type: 'user_not_found', status_code: 404 });
  });

  it('emails a passcode from the backend and authenticates it into a session the verifier accepts', async () => {
    const sent = await foyer.foyer.otps.email.loginOrCreate({ email: 'ada@host.example' });
    const { code } = await foyer.newestMessageTo('ada@host.example');
    const signedIn = await foyer.foyer.otps.authenticate({ method_id: sent.email_id, code });
    expect(signedIn.user_id).toBe(sent.user_id);
    const verified = await foyer.foyer.verifySession(signedIn.session_jwt);
    expect(verified.session.user_id).toBe(sent.user_id);
  });

  it('emails a login link from the backend and authenticates its token', async () => {
    const created = await foyer.foyer.users.create({ email: 'linus@host.example' });
    await foyer.foyer.magicLinks.email.send({ email: 'linus@host.example' });
    const [link] = (await foyer.newestMessageTo('linus@host.example')).links;
    const token = new URL(link ?? 'http://missing').searchParams.get('token') ?? '';
    const signedIn = await foyer.foyer.magicLinks.authenticate({ token });
    expect(signedIn.user_id).toBe(created.user_id);
    expect((await foyer.foyer.verifySession(signedIn.session_token)).checkedBy).toBe('online');
  });
});
