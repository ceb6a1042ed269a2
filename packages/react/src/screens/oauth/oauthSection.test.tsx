import '../../testing/setup.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import { renderLogin } from '../../testing/renderLogin.tsx';

const OAUTH: FoyerConfig = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: {
    providers: [
      { type: 'GitHub', custom_scopes: ['repo'], provider_params: { allow_signup: 'false' } },
      { type: 'Google' },
      { type: 'tiktok' },
    ],
    loginRedirectURL: 'https://host.example/authenticate',
    signupRedirectURL: 'https://host.example/welcome',
  },
};

describe('social buttons on Main', () => {
  it('shows "Continue with {provider}" in the configured order, each with a decorative mark, above the "or" divider', async () => {
    renderLogin({ config: OAUTH });
    const region = await screen.findByRole('region', { name: 'Social sign-in' });
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Continue with GitHub',
      'Continue with Google',
      'Continue with TikTok',
    ]);
    for (const button of buttons) expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const divider = screen.getByText('or');
    expect(region.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      divider.compareDocumentPosition(await screen.findByRole('textbox', { name: 'Email' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('starts the provider’s sign-in with the redirect URLs, custom scopes and provider params', async () => {
    const { user, callsTo } = renderLogin({ config: OAUTH });
    await user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    expect(callsTo('oauth.start')).toEqual([
      [
        'github',
        {
          login_redirect_url: 'https://host.example/authenticate',
          signup_redirect_url: 'https://host.example/welcome',
          custom_scopes: ['repo'],
          provider_params: { allow_signup: 'false' },
        },
      ],
    ]);
  });

  it('draws no divider when social sign-in is the only product', async () => {
    renderLogin({ config: { ...OAUTH, products: ['oauth'] } });
    await screen.findByRole('region', { name: 'Social sign-in' });
    expect(screen.queryByText('or')).toBeNull();
  });

  it('does not fetch One Tap configuration unless a provider asks for One Tap', async () => {
    const { calls } = renderLogin({ config: OAUTH });
    await screen.findByRole('region', { name: 'Social sign-in' });
    expect(calls.some((c) => c.method === 'oauth.googleOneTapConfig')).toBe(false);
  });
});
