import { describe, expect, it, vi } from 'vitest';
import { BASE_URL, PUBLIC_TOKEN } from '../../test/fake-server.ts';
import { useHarness } from '../../test/harness.ts';

const h = useHarness();

describe('oauth', () => {
  it('startUrl names the provider, the public token, the options and this browser’s PKCE challenge', async () => {
    const url = new URL(
      await h.open().oauth.startUrl('Google', {
        login_redirect_url: 'https://app.example.com/oauth?x=1',
        signup_redirect_url: 'https://app.example.com/welcome',
        custom_scopes: ['openid', 'https://www.googleapis.com/auth/calendar.readonly'],
        provider_params: { prompt: 'select_account', login_hint: 'ada@example.com' },
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/v1/public/oauth/google/start`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: PUBLIC_TOKEN,
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      login_redirect_url: 'https://app.example.com/oauth?x=1',
      signup_redirect_url: 'https://app.example.com/welcome',
      custom_scopes: 'openid https://www.googleapis.com/auth/calendar.readonly',
      provider_params: JSON.stringify({ prompt: 'select_account', login_hint: 'ada@example.com' }),
    });
  });

  it('startUrl leaves out options that are not given', async () => {
    const url = new URL(await h.open().oauth.startUrl('github', { custom_scopes: [], provider_params: {} }));
    expect([...url.searchParams.keys()]).toEqual(['public_token', 'code_challenge']);
  });

  it('start navigates the page to the start URL', async () => {
    const client = h.open();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await client.oauth.start('github', { login_redirect_url: 'https://app.example.com/oauth' });
    expect(assign).toHaveBeenCalledWith(
      await client.oauth.startUrl('github', { login_redirect_url: 'https://app.example.com/oauth' }),
    );
    assign.mockRestore();
  });

  it('authenticate trades the token for a session and answers the provider values', async () => {
    const client = h.open();
    const answer = await client.oauth.authenticate('oauth-token-0001', { session_duration_minutes: 30 });
    expect(answer.provider_type).toBe('github');
    expect(h.server.calls('POST /oauth/authenticate')[0]?.body).toEqual({
      token: 'oauth-token-0001',
      session_duration_minutes: 30,
    });
    expect(client.session.getTokens()?.session_token).toBe(answer.session_token);
  });
});
