import { describe, expect, it } from 'vitest';
import { fakeEthereum, fakeSolana, fakeWindow } from '../../test/wallets.ts';
import { connectWallet } from './connect.ts';
import { detectWallets } from './detect.ts';
import { WalletError } from './errors.ts';
import { signChallenge, utf8ToHex } from './sign.ts';
import type { DetectedWallet, SolanaProvider } from './types.ts';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

function ethereumWallet(answers: Parameters<typeof fakeEthereum>[0]) {
  const provider = fakeEthereum(answers, { isMetaMask: true });
  const [wallet] = detectWallets(fakeWindow({ ethereum: provider }));
  return { wallet: wallet as DetectedWallet, provider };
}

function solanaWallet(provider: SolanaProvider) {
  return detectWallets(fakeWindow({ phantom: { solana: provider } }))[0] as DetectedWallet;
}

async function failure(promise: Promise<unknown>): Promise<WalletError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WalletError);
  return error as WalletError;
}

describe('utf8ToHex', () => {
  it('hex-encodes the UTF-8 bytes, as personal_sign expects', () => {
    expect(utf8ToHex('Hi')).toBe('0x4869');
    expect(utf8ToHex('é\n')).toBe('0xc3a90a');
    expect(utf8ToHex('')).toBe('0x');
  });
});

describe('Ethereum-style wallets', () => {
  it('connects with eth_requestAccounts and answers the first account', async () => {
    const { wallet, provider } = ethereumWallet({ eth_requestAccounts: () => [ADDRESS, `0x${'1'.repeat(40)}`] });
    await expect(connectWallet(wallet)).resolves.toBe(ADDRESS);
    expect(provider.calls).toEqual([{ method: 'eth_requestAccounts', params: undefined }]);
  });

  it('reports a refused connection (code 4001) as wallet_rejected, keeping the wallet’s error', async () => {
    const { wallet } = ethereumWallet({
      eth_requestAccounts: () => {
        throw rejected();
      },
    });
    const error = await failure(connectWallet(wallet));
    expect(error.code).toBe('wallet_rejected');
    expect((error.cause as Error).message).toBe('User rejected the request.');
  });

  it('reports other failures and answers without an account apart', async () => {
    const broken = ethereumWallet({
      eth_requestAccounts: () => {
        throw new Error('disconnected');
      },
    });
    expect((await failure(connectWallet(broken.wallet))).code).toBe('wallet_failed');
    for (const answer of [[], ['not-an-address'], 'nope', null]) {
      const { wallet } = ethereumWallet({ eth_requestAccounts: () => answer });
      expect((await failure(connectWallet(wallet))).code).toBe('wallet_invalid_response');
    }
  });

  it('signs with personal_sign over the hex-encoded message and the address', async () => {
    const { wallet, provider } = ethereumWallet({ personal_sign: () => SIGNATURE });
    const message = 'localhost wants you to sign in with your Ethereum account:\nNonce: ü';
    await expect(signChallenge(wallet, { address: ADDRESS, message })).resolves.toBe(SIGNATURE);
    expect(provider.calls).toEqual([{ method: 'personal_sign', params: [utf8ToHex(message), ADDRESS] }]);
  });

  it('reports a refused signature as wallet_rejected and a non-hex answer as wallet_invalid_response', async () => {
    const refusing = ethereumWallet({
      personal_sign: () => {
        throw rejected();
      },
    });
    expect((await failure(signChallenge(refusing.wallet, { address: ADDRESS, message: 'm' }))).code).toBe(
      'wallet_rejected',
    );
    const odd = ethereumWallet({ personal_sign: () => '0xabc' });
    expect((await failure(signChallenge(odd.wallet, { address: ADDRESS, message: 'm' }))).code).toBe(
      'wallet_invalid_response',
    );
  });
});

describe('Solana-style wallets', () => {
  it('connects with connect() and reads the base58 address of the answered public key', async () => {
    const wallet = solanaWallet(fakeSolana({ connect: async () => ({ publicKey: { toBase58: () => 'PhAnToMkEy' } }) }));
    await expect(connectWallet(wallet)).resolves.toBe('PhAnToMkEy');
  });

  it('reads provider.publicKey when connect() answers nothing, as some wallets do', async () => {
    const provider = fakeSolana({ connect: async () => undefined });
    provider.connect = async () => {
      Object.assign(provider, { publicKey: { toString: () => 'LaTeKeY' } });
    };
    await expect(connectWallet(solanaWallet(provider))).resolves.toBe('LaTeKeY');
  });

  it('reports a refused connection as wallet_rejected', async () => {
    const wallet = solanaWallet(
      fakeSolana({
        connect: async () => {
          throw rejected();
        },
      }),
    );
    expect((await failure(connectWallet(wallet))).code).toBe('wallet_rejected');
  });

  it('signs the UTF-8 bytes of the message with signMessage and answers the signature in base58', async () => {
    let signed: { message: string; display: unknown } | null = null;
    // A published bs58 vector: these bytes encode to 16UjcYNBG9GTK4uq2f7yYEbuifqCzoLMGS.
    const bytes = Uint8Array.from(
      '003c176e659bea0f29a3e9bf7880c112b1b31b4dc826268187'.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? [],
    );
    const wallet = solanaWallet(
      fakeSolana({
        signMessage: async (message, display) => {
          signed = { message: new TextDecoder().decode(message), display };
          return { signature: bytes };
        },
      }),
    );
    await expect(signChallenge(wallet, { address: 'PhAnToMkEy', message: 'Sign in ✓' })).resolves.toBe(
      '16UjcYNBG9GTK4uq2f7yYEbuifqCzoLMGS',
    );
    expect(signed).toEqual({ message: 'Sign in ✓', display: 'utf8' });
  });

  it('accepts the signature bytes answered alone, and refuses anything else', async () => {
    const bare = solanaWallet(fakeSolana({ signMessage: async () => new Uint8Array([0, 0, 1]) }));
    await expect(signChallenge(bare, { address: 'k', message: 'm' })).resolves.toBe('112');
    const odd = solanaWallet(fakeSolana({ signMessage: async () => ({ signature: 'not bytes' }) }));
    expect((await failure(signChallenge(odd, { address: 'k', message: 'm' }))).code).toBe('wallet_invalid_response');
  });

  it('reports a refused signature as wallet_rejected', async () => {
    const wallet = solanaWallet(
      fakeSolana({
        signMessage: async () => {
          throw rejected();
        },
      }),
    );
    expect((await failure(signChallenge(wallet, { address: 'k', message: 'm' }))).code).toBe('wallet_rejected');
  });
});
