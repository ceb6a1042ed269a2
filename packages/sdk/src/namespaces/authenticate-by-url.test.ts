import { afterEach, describe, expect, it } from 'vitest';
import { apiCalls, useHarness } from '../../test/harness.ts';
import { FoyerApiError, FoyerSdkError } from '../errors.ts';

const h = useHarness();

/** Puts the page at an address on its own origin, as a link landing would. */
function land(pathAndQuery: string): void {
  history.replaceState(null, '', pathAndQuery);
}

const here = () => location.pathname + location.search + location.hash;

describe('client.authenticateByUrl', () => {
  afterEach(() => land('/'));

  it('signs in with an emailed link’s token, and takes the token out of the address', async () => {
    land('/welcome?tab=2&stytch_token_type=magic_links&token=magic-link-token-0001#top');
    const client = h.open();
    const result = await client.authenticateByUrl({ session_duration_minutes: 60 });
    expect(result).toMatchObject({ type: 'magic_links', response: { user: { user_id: 'user-test-0001' } } });
    expect(client.user.getSync()?.user_id).toBe('user-test-0001');
    expect(h.server.calls('POST /magic_links/authenticate')).toMatchObject([
      { body: { token: 'magic-link-token-0001', session_duration_minutes: 60 } },
    ]);
    expect(here()).toBe('/welcome?tab=2#top');
  });

  // Regression: under React StrictMode a mount effect runs twice; two exchanges of one single-use
  // token answered 200, then 401 in the console.
  it('exchanges a token once when called twice at the same time (React StrictMode)', async () => {
    land('/?stytch_token_type=magic_links&token=magic-link-token-0001');
    const client = h.open();
    const [first, second] = await Promise.all([client.authenticateByUrl(), client.authenticateByUrl()]);
    expect(second).toBe(first);
    expect(h.server.calls('POST /magic_links/authenticate')).toHaveLength(1);
    expect(here()).toBe('/');
  });

  it('exchanges an OAuth token through oauth.authenticate, with 30 minutes by default', async () => {
    land('/?stytch_token_type=oauth&token=oauth-token-0001');
    const client = h.open();
    const result = await client.authenticateByUrl();
    expect(result?.type).toBe('oauth');
    expect(h.server.calls('POST /oauth/authenticate')).toMatchObject([
      { body: { token: 'oauth-token-0001', session_duration_minutes: 30 } },
    ]);
    expect(client.session.getSync()).not.toBeNull();
    expect(here()).toBe('/');
  });

  it('signs in with the log-in link of a password-reset email (type login)', async () => {
    land('/?stytch_token_type=login&token=magic-link-token-0001');
    const result = await h.open().authenticateByUrl();
    expect(result?.type).toBe('login');
    expect(h.server.calls('POST /magic_links/authenticate')).toHaveLength(1);
  });

  it('hands a reset token back unexchanged and leaves it in the address for the reset form', async () => {
    land('/reset?stytch_token_type=reset_password&token=reset-token-0001');
    const result = await h.open().authenticateByUrl();
    expect(result).toEqual({ type: 'reset_password', token: 'reset-token-0001' });
    expect(apiCalls(h.server)).toEqual([]);
    expect(here()).toBe('/reset?stytch_token_type=reset_password&token=reset-token-0001');
  });

  it('resolves null and calls nothing when the address carries no token', async () => {
    land('/dashboard?token=');
    await expect(h.open().authenticateByUrl()).resolves.toBeNull();
    expect(apiCalls(h.server)).toEqual([]);
  });

  it('rejects with the server’s error for a spent link, and still cleans the address', async () => {
    land('/?stytch_token_type=magic_links&token=spent-token');
    const error = await h
      .open()
      .authenticateByUrl()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({ error_type: 'magic_link_not_found' });
    expect(here()).toBe('/');
  });

  it('rejects a token type it does not know with unknown_token_type, naming the ones it knows', async () => {
    land('/?stytch_token_type=discovery&token=abc');
    const error = await h
      .open()
      .authenticateByUrl()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerSdkError);
    expect(error).toMatchObject({ code: 'unknown_token_type' });
    expect((error as Error).message).toContain('magic_links, login and oauth');
    expect(apiCalls(h.server)).toEqual([]);
  });

  it('reads a given url instead of the page’s address, and leaves the address alone', async () => {
    land('/?keep=1');
    const result = await h
      .open()
      .authenticateByUrl({ url: 'https://app.example.com/cb?stytch_token_type=oauth&token=oauth-token-0001' });
    expect(result?.type).toBe('oauth');
    expect(here()).toBe('/?keep=1');
  });
});
