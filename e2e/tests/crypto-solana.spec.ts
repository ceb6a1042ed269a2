import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { expect, panelFact, signedInPanel, signedOutPanel, test } from '../support/fixtures.ts';
import { backendUser, CRYPTO_PAGE, injectPhantomWallet } from '../support/wallets.ts';

const SUCCESS = 'Success! You have successfully connected your wallet.';

test.describe('crypto wallets: a Phantom-like wallet', () => {
  test('signs in with an ed25519 signature of the Sign-In With Solana message', async ({ page, axe }) => {
    const wallet = await injectPhantomWallet(page);
    await page.goto(CRYPTO_PAGE);
    await axe('login: main with Phantom');

    await page.getByRole('button', { name: 'Continue with Phantom' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expect(signedInPanel(page)).toBeVisible();
    await axe('crypto: confirmation (Phantom)');

    const [signed] = wallet.signed;
    const host = new URL(page.url()).host;
    expect(signed?.message).toMatch(
      new RegExp(`^${host} wants you to sign in with your Solana account:\\n${wallet.address}\\n`),
    );
    const valid = nacl.sign.detached.verify(
      Buffer.from(signed?.message ?? '', 'utf8'),
      Buffer.from(signed?.signature ?? '', 'base64'),
      bs58.decode(wallet.address),
    );
    expect(valid).toBe(true);

    const user = await backendUser(page, (await panelFact(page, 'User ID').textContent()) ?? '');
    expect(user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana', verified: true }),
    ]);
  });

  test('the same Phantom wallet signing in again is the same user', async ({ page }) => {
    await injectPhantomWallet(page);
    await page.goto(CRYPTO_PAGE);
    await page.getByRole('button', { name: 'Continue with Phantom' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    const firstUser = (await panelFact(page, 'User ID').textContent()) ?? '';

    await signedInPanel(page).getByRole('button', { name: 'Log out' }).click();
    await expect(signedOutPanel(page)).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Continue with Phantom' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expect(panelFact(page, 'User ID')).toHaveText(firstUser);
  });
});
