import { expect, signedInPanel, test } from '../support/fixtures.ts';
import { CRYPTO_PAGE, injectEthereumWallet, injectPhantomWallet } from '../support/wallets.ts';

const SUCCESS = 'Success! You have successfully connected your wallet.';

test.describe('crypto wallets: discovery and the other screens', () => {
  test('finds a wallet that only announces itself by EIP-6963 and signs in with it', async ({ page, axe }) => {
    const wallet = await injectEthereumWallet(page, {
      name: 'Test Wallet',
      rdns: 'org.example.testwallet',
      global: false,
      flags: {},
    });
    await page.goto(CRYPTO_PAGE);
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
    const button = page.getByRole('button', { name: 'Continue with Test Wallet' });
    await expect(button).toBeVisible();
    await expect(button.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await axe('login: main with an announced wallet');

    await button.click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expect(signedInPanel(page)).toBeVisible();
    expect(wallet.signed).toHaveLength(1);
  });

  test('shows 5 wallets on Main and the rest under "Continue with other wallet"', async ({ page, axe }) => {
    await injectPhantomWallet(page);
    await injectEthereumWallet(page); // MetaMask, announced and on window.ethereum
    await injectEthereumWallet(page, { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', global: false });
    await injectEthereumWallet(page, { name: 'Binance Wallet', rdns: 'com.binance.wallet', global: false });
    await injectEthereumWallet(page, { name: 'Vessel', rdns: 'io.openvessel.wallet', global: false });
    await injectEthereumWallet(page, { name: 'Alpha Wallet', rdns: 'org.example.alpha', global: false });
    const beta = await injectEthereumWallet(page, { name: 'Beta Wallet', rdns: 'org.example.beta', global: false });
    await page.goto(CRYPTO_PAGE);

    const section = page.getByRole('region', { name: 'Crypto wallets' });
    await expect(section.getByRole('listitem')).toHaveText([
      'Continue with Phantom',
      'Continue with Vessel',
      'Continue with Binance',
      'Continue with Coinbase',
      'Continue with MetaMask',
    ]);
    await section.getByRole('button', { name: 'Continue with other wallet' }).click();
    const otherWallets = page.getByRole('region', { name: 'Continue with other wallet' });
    await expect(otherWallets.getByRole('listitem')).toHaveText([
      'Continue with Alpha Wallet',
      'Continue with Beta Wallet',
    ]);
    await axe('crypto: other wallet');

    await page.getByRole('button', { name: 'Continue with Beta Wallet' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(beta.signed).toHaveLength(1);
  });

  test('"Set up a new crypto wallet" links to five wallets’ download pages', async ({ page, axe }) => {
    await page.goto(CRYPTO_PAGE);
    const section = page.getByRole('region', { name: 'Crypto wallets' });
    await expect(section.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
    await section.getByRole('button', { name: 'Set up a new crypto wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
    const links = page.getByRole('link', { name: /MetaMask|Phantom|Coinbase Wallet|Binance Web3 Wallet|Vessel/ });
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await axe('crypto: set up a wallet');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  });
});
