import '../../testing/setup.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../../config/types.ts';
import { apiError } from '../../testing/fakeClient.ts';
import { renderLogin } from '../../testing/renderLogin.tsx';
import { deferred, installEthereumWallet, installPhantomWallet, userRejected } from '../../testing/wallets.ts';

const CRYPTO: FoyerConfig = { products: ['crypto', 'emailMagicLinks'], sessionOptions: { sessionDurationMinutes: 45 } };
const CHALLENGE = 'localhost wants you to sign in with your Ethereum account:\n0x5aAe…\n\nNonce: 8c1f';
const answers = {
  'cryptoWallets.authenticateStart': () => ({ status_code: 200, request_id: 'r', challenge: CHALLENGE }),
};
const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`;

describe('wallet sign-in flow', () => {
  it('connects, signs the challenge with personal_sign and signs in with MetaMask', async () => {
    const accounts = deferred<string[]>();
    const signature = deferred<string>();
    const wallet = installEthereumWallet({ connect: () => accounts.promise, sign: () => signature.promise });
    const { user, callsTo } = renderLogin({ config: CRYPTO }, { answers });

    await user.click(await screen.findByRole('button', { name: 'Continue with MetaMask' }));
    await screen.findByRole('heading', { name: 'Connecting to your wallet...' });
    expect(document.activeElement?.textContent).toBe('Connecting to your wallet...');

    accounts.resolve([wallet.address]);
    await screen.findByRole('heading', { name: 'Completing signature request...' });
    expect(callsTo('cryptoWallets.authenticateStart')).toEqual([
      [{ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' }],
    ]);
    // The heading shows as the request goes out; the wallet hears it a tick later on a busy machine.
    await vi.waitFor(() =>
      expect(wallet.calls.at(-1)).toEqual({ method: 'personal_sign', params: [hex(CHALLENGE), wallet.address] }),
    );

    signature.resolve(`0x${'ab'.repeat(65)}`);
    await screen.findByRole('heading', { name: 'Success! You have successfully connected your wallet.' });
    expect(callsTo('cryptoWallets.authenticate')).toEqual([
      [
        {
          crypto_wallet_address: wallet.address,
          crypto_wallet_type: 'ethereum',
          signature: `0x${'ab'.repeat(65)}`,
          session_duration_minutes: 45,
        },
      ],
    ]);
  });

  it('signs in with Phantom: connect(), signMessage over the challenge, base58 signature', async () => {
    const phantom = installPhantomWallet({ sign: async () => new Uint8Array([0, 0, 0x28, 0x7f, 0xb4, 0xcd]) });
    const { user, callsTo } = renderLogin({ config: CRYPTO }, { answers });
    await user.click(await screen.findByRole('button', { name: 'Continue with Phantom' }));
    await screen.findByRole('heading', { name: 'Success! You have successfully connected your wallet.' });
    expect(callsTo('cryptoWallets.authenticateStart')).toEqual([
      [{ crypto_wallet_address: phantom.publicKey, crypto_wallet_type: 'solana' }],
    ]);
    expect(phantom.signed).toEqual([CHALLENGE]);
    expect(callsTo('cryptoWallets.authenticate')[0]?.[0]).toMatchObject({
      crypto_wallet_type: 'solana',
      signature: '11233QC4',
    });
  });

  it('uses the announced wallet the user picked when several wallets are installed', async () => {
    const metamask = installEthereumWallet();
    const rabby = installEthereumWallet({
      global: false,
      address: `0x${'b'.repeat(40)}`,
      announce: { name: 'Rabby Wallet', rdns: 'io.rabby' },
    });
    const { user } = renderLogin({ config: CRYPTO }, { answers });
    await user.click(await screen.findByRole('button', { name: 'Continue with Rabby Wallet' }));
    await screen.findByRole('heading', { name: 'Success! You have successfully connected your wallet.' });
    expect(rabby.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
    expect(metamask.calls).toEqual([]);
  });

  describe('failures', () => {
    it('a refused connection shows "[Error] Could not connect to wallet", then the Crypto error screen', async () => {
      installEthereumWallet({ connect: () => Promise.reject(userRejected()) });
      const onError = vi.fn();
      const { user, callsTo } = renderLogin({ config: CRYPTO, callbacks: { onError } }, { answers });
      await user.click(await screen.findByRole('button', { name: 'Continue with MetaMask' }));

      await screen.findByRole('heading', { name: 'Looks like there was an error!' });
      expect(screen.getAllByText('[Error] Could not connect to wallet')).toHaveLength(2); // on the screen and in a toast (docs/behaviour.md#errors)
      expect(onError).toHaveBeenCalledWith({
        error_type: 'wallet_rejected',
        error_message: '[Error] Could not connect to wallet',
      });
      expect(callsTo('cryptoWallets.authenticateStart')).toEqual([]);
    });

    it('a refused signature shows "[Error] Could not sign message" and never calls authenticate', async () => {
      installEthereumWallet({ sign: () => Promise.reject(userRejected()) });
      const onError = vi.fn();
      const { user, callsTo } = renderLogin({ config: CRYPTO, callbacks: { onError } }, { answers });
      await user.click(await screen.findByRole('button', { name: 'Continue with MetaMask' }));
      await screen.findByRole('heading', { name: 'Looks like there was an error!' });
      expect(screen.getAllByText('[Error] Could not sign message')).toHaveLength(2); // on the screen and in a toast (docs/behaviour.md#errors)
      expect(onError).toHaveBeenCalledWith({
        error_type: 'wallet_rejected',
        error_message: '[Error] Could not sign message',
      });
      expect(callsTo('cryptoWallets.authenticate')).toEqual([]);
    });

    it('a server refusal of the signature is a signing failure, reported with its error_type', async () => {
      installPhantomWallet();
      const onError = vi.fn();
      const { user } = renderLogin(
        { config: CRYPTO, callbacks: { onError } },
        {
          answers: {
            ...answers,
            'cryptoWallets.authenticate': () => {
              throw apiError('invalid_crypto_wallet_signature', 'The signature does not match the wallet address.');
            },
          },
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Continue with Phantom' }));
      await screen.findByRole('heading', { name: 'Looks like there was an error!' });
      expect(onError).toHaveBeenCalledWith({
        error_type: 'invalid_crypto_wallet_signature',
        error_message: '[Error] Could not sign message',
      });
    });

    it('"Try again" connects to the same wallet again', async () => {
      let attempts = 0;
      installEthereumWallet({
        connect: async () => {
          attempts += 1;
          if (attempts === 1) throw userRejected();
          return ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'];
        },
      });
      const { user } = renderLogin({ config: CRYPTO }, { answers });
      await user.click(await screen.findByRole('button', { name: 'Continue with MetaMask' }));
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      await screen.findByRole('heading', { name: 'Success! You have successfully connected your wallet.' });
      expect(attempts).toBe(2);
    });
  });

  it('the back arrow returns to Main, and a wallet answering late does not pull the user away', async () => {
    const accounts = deferred<string[]>();
    installEthereumWallet({ connect: () => accounts.promise });
    const { user, callsTo } = renderLogin({ config: CRYPTO }, { answers });
    await user.click(await screen.findByRole('button', { name: 'Continue with MetaMask' }));
    await screen.findByRole('heading', { name: 'Connecting to your wallet...' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });

    accounts.resolve(['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']);
    // The widget hears the late answer within microtasks; the user's typing yields to the event loop
    // between keys, so by the time it is done the answer has had its chance to pull them away.
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@example.com');
    expect(email).toHaveProperty('value', 'ada@example.com');
    screen.getByRole('heading', { name: 'Sign up or log in' });
    expect(callsTo('cryptoWallets.authenticateStart')).toEqual([]);
  });
});
