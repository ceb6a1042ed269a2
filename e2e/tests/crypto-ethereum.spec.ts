import { type Hex, recoverMessageAddress } from 'viem';
import { expect, panelFact, signedInPanel, signedOutPanel, test } from '../support/fixtures.ts';
import { backendUser, CRYPTO_PAGE, injectEthereumWallet } from '../support/wallets.ts';

const SUCCESS = 'Success! You have successfully connected your wallet.';

test.describe('crypto wallets: a MetaMask-like wallet', () => {
  test('signs in through Connecting and Completing signature request, and shows the session', async ({ page, axe }) => {
    test.slow(); // four axe scans on a two-core machine shared with the servers
    const wallet = await injectEthereumWallet(page);
    await page.goto(CRYPTO_PAGE);
    await expect(signedOutPanel(page)).toBeVisible();
    await axe('login: main with wallets');

    const releaseConnect = wallet.hold('connect');
    await page.getByRole('button', { name: 'Continue with MetaMask' }).click();
    await expect(page.getByRole('heading', { name: 'Connecting to your wallet...' })).toBeVisible();
    await axe('crypto: connect');

    const releaseSign = wallet.hold('sign');
    releaseConnect();
    await expect(page.getByRole('heading', { name: 'Completing signature request...' })).toBeVisible();
    await axe('crypto: sign message');

    releaseSign();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expect(signedInPanel(page)).toBeVisible();
    await axe('crypto: confirmation, signed in');

    // What the wallet signed: the server's Sign-In with Ethereum message for this page, checked by viem.
    const [signed] = wallet.signed;
    const host = new URL(page.url()).host;
    expect(signed?.message).toMatch(
      new RegExp(`^http://${host} wants you to sign in with your Ethereum account:\\n${wallet.address}\\n`),
    );
    const signature = (signed?.signature ?? '0x') as Hex;
    expect(await recoverMessageAddress({ message: signed?.message ?? '', signature })).toBe(wallet.address);

    const userId = (await panelFact(page, 'User ID').textContent()) ?? '';
    const user = await backendUser(page, userId);
    expect(user.crypto_wallets).toEqual([
      expect.objectContaining({
        crypto_wallet_address: wallet.address,
        crypto_wallet_type: 'ethereum',
        verified: true,
      }),
    ]);
  });

  test('the same wallet signing in again is the same user', async ({ page }) => {
    const wallet = await injectEthereumWallet(page);
    await page.goto(CRYPTO_PAGE);
    await page.getByRole('button', { name: 'Continue with MetaMask' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    const firstUser = (await panelFact(page, 'User ID').textContent()) ?? '';
    const firstSession = (await panelFact(page, 'Session ID').textContent()) ?? '';
    expect(firstUser).toMatch(/\S/);

    await signedInPanel(page).getByRole('button', { name: 'Log out' }).click();
    await expect(signedOutPanel(page)).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Continue with MetaMask' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();

    await expect(panelFact(page, 'User ID')).toHaveText(firstUser);
    await expect(panelFact(page, 'Session ID')).not.toHaveText(firstSession);
    expect(wallet.signed).toHaveLength(2);
    expect(wallet.signed[1]?.message).not.toBe(wallet.signed[0]?.message); // a fresh nonce each time
    expect((await backendUser(page, firstUser)).crypto_wallets).toHaveLength(1);
  });
});
