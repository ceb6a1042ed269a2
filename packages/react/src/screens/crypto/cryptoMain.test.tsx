import '../../testing/setup.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import { renderLogin } from '../../testing/renderLogin.tsx';
import { installEthereumWallet, installPhantomWallet } from '../../testing/wallets.ts';
import { walletButtonsOnMain } from './wallets.ts';

const CRYPTO: FoyerConfig = { products: ['crypto', 'emailMagicLinks'] };

/** Names of the wallet buttons in a region. */
const walletButtons = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button', { name: /^Continue with (?!other wallet)/ })
    .map((button) => button.textContent);

/** Installs `count` wallets that only announce themselves, named Wallet 1, Wallet 2, … */
function installAnnouncedWallets(count: number) {
  for (let n = 1; n <= count; n++) {
    installEthereumWallet({ global: false, announce: { name: `Wallet ${n}`, rdns: `com.example.wallet${n}` } });
  }
}

describe('crypto section on Main', () => {
  it('shows buttons only for the wallets detected, in the spec’s order, above the "or" divider', async () => {
    installEthereumWallet();
    installPhantomWallet();
    renderLogin({ config: CRYPTO });
    const region = await screen.findByRole('region', { name: 'Crypto wallets' });
    expect(walletButtons(region)).toEqual(['Continue with Phantom', 'Continue with MetaMask']);
    expect(screen.queryByRole('button', { name: 'Continue with Coinbase' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with other wallet' })).toBeNull();
    screen.getByText('or');
  });

  it('offers only "Set up a new crypto wallet" when no wallet is installed', async () => {
    renderLogin({ config: CRYPTO });
    const region = await screen.findByRole('region', { name: 'Crypto wallets' });
    expect(walletButtons(region)).toEqual([]);
    within(region).getByRole('button', { name: 'Set up a new crypto wallet' });
  });

  it('names a wallet that announced itself (EIP-6963) by its own name, with its icon', async () => {
    installEthereumWallet({ global: false, announce: { name: 'Rabby Wallet', rdns: 'io.rabby' } });
    renderLogin({ config: CRYPTO });
    const button = await screen.findByRole('button', { name: 'Continue with Rabby Wallet' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,%3Csvg%2F%3E');
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows 5 wallets without social providers and sends the rest to "Continue with other wallet"', async () => {
    installAnnouncedWallets(7);
    const { user } = renderLogin({ config: CRYPTO });
    const region = await screen.findByRole('region', { name: 'Crypto wallets' });
    expect(walletButtons(region)).toEqual([1, 2, 3, 4, 5].map((n) => `Continue with Wallet ${n}`));

    await user.click(within(region).getByRole('button', { name: 'Continue with other wallet' }));
    const heading = await screen.findByRole('heading', { name: 'Continue with other wallet' });
    expect(walletButtons(heading.closest('section') as HTMLElement)).toEqual([
      'Continue with Wallet 6',
      'Continue with Wallet 7',
    ]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
  });

  it('makes room for social buttons: 6 − providers − 1 wallets', async () => {
    installAnnouncedWallets(4);
    const config: FoyerConfig = {
      products: ['crypto', 'emailMagicLinks'],
      // Providers count only when the oauth product puts their buttons on Main.
      oauthOptions: { providers: [{ type: 'Google' }, { type: 'GitHub' }] },
    };
    renderLogin({ config });
    const region = await screen.findByRole('region', { name: 'Crypto wallets' });
    expect(walletButtons(region)).toHaveLength(4);

    expect(walletButtonsOnMain({ products: ['oauth', 'crypto'], oauthOptions: config.oauthOptions })).toBe(3);
  });

  it('never shows a negative number of wallets, however many social providers there are', () => {
    const providers = (n: number) => ({ providers: Array.from({ length: n }, () => ({ type: 'Google' as const })) });
    expect(walletButtonsOnMain({ products: ['crypto'] })).toBe(5);
    expect(walletButtonsOnMain({ products: ['oauth', 'crypto'], oauthOptions: providers(5) })).toBe(0);
    expect(walletButtonsOnMain({ products: ['oauth', 'crypto'], oauthOptions: providers(9) })).toBe(0);
  });

  it('"Set up a new crypto wallet" lists five wallets’ download pages, each opening in a new tab', async () => {
    const { user } = renderLogin({ config: CRYPTO });
    await user.click(await screen.findByRole('button', { name: 'Set up a new crypto wallet' }));
    await screen.findByRole('heading', { name: 'Set up a new crypto wallet' });
    const links = screen.getAllByRole('link');
    expect(Object.fromEntries(links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual({
      MetaMask: 'https://metamask.io/download/',
      Phantom: 'https://phantom.com/download',
      'Coinbase Wallet': 'https://www.coinbase.com/wallet/downloads',
      'Binance Web3 Wallet': 'https://www.binance.com/en/web3wallet',
      Vessel: 'https://www.openvessel.io/',
    });
    for (const link of links) {
      // Each shows its wallet's logo (decorative: the name is the link's text).
      expect(link.querySelector('svg.foyer-wallet-icon')?.getAttribute('aria-hidden')).toBe('true');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('region', { name: 'Crypto wallets' });
  });
});
