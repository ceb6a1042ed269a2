import { expect, signedInPanel, signedOutPanel, test } from '../support/fixtures.ts';
import { CRYPTO_PAGE, injectEthereumWallet, injectPhantomWallet } from '../support/wallets.ts';

const ERROR_HEADER = 'Looks like there was an error!';

test.describe('crypto wallets: the user says no', () => {
  test('refusing the connection shows "Could not connect to wallet", then the error screen', async ({ page, axe }) => {
    const wallet = await injectEthereumWallet(page);
    wallet.refuse('connect');
    await page.goto(CRYPTO_PAGE);
    await page.getByRole('button', { name: 'Continue with MetaMask' }).click();

    const errorScreen = page.getByRole('region', { name: ERROR_HEADER });
    await expect(errorScreen).toBeVisible();
    await expect(errorScreen.getByText('[Error] Could not connect to wallet')).toBeVisible();
    // On the screen and in an error toast (docs/behaviour.md#errors: 'in the form and in a toast').
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('[Error] Could not connect to wallet'),
    ).toBeVisible();
    await axe('crypto: error after a refused connection');
    expect(wallet.signed).toEqual([]);
    await expect(signedOutPanel(page)).toBeVisible();

    // Changing one's mind: 'Try again' asks the same wallet again.
    await errorScreen.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { name: 'Success! You have successfully connected your wallet.' }),
    ).toBeVisible();
    await expect(signedInPanel(page)).toBeVisible();
  });

  test('refusing to sign shows "Could not sign message" and signs nobody in', async ({ page, axe }) => {
    const wallet = await injectPhantomWallet(page);
    wallet.refuse('sign');
    await page.goto(CRYPTO_PAGE);
    await page.getByRole('button', { name: 'Continue with Phantom' }).click();

    const errorScreen = page.getByRole('region', { name: ERROR_HEADER });
    await expect(errorScreen.getByText('[Error] Could not sign message')).toBeVisible();
    // On the screen and in an error toast (docs/behaviour.md#errors: 'in the form and in a toast').
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('[Error] Could not sign message'),
    ).toBeVisible();
    await axe('crypto: error after a refused signature');
    expect(wallet.signed).toEqual([]);
    await expect(signedOutPanel(page)).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('region', { name: 'Crypto wallets' })).toBeVisible();
  });
});
