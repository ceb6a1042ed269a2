import bs58 from 'bs58';
import { WalletError, walletErrorFrom } from './errors.ts';
import { isObject } from './guards.ts';
import type { DetectedWallet } from './types.ts';

/**
 * Asks the wallet for its account, which opens the wallet's connect prompt: `eth_requestAccounts`
 * for Ethereum-style wallets, `connect()` for Solana-style ones.
 * @returns the address: 0x-hex for Ethereum (as the wallet wrote it), base58 for Solana.
 * @throws WalletError `wallet_rejected` when the user refuses, otherwise `wallet_failed` or
 *   `wallet_invalid_response`.
 */
export async function connectWallet(wallet: DetectedWallet): Promise<string> {
  let answer: unknown;
  try {
    answer =
      wallet.chain === 'ethereum'
        ? await wallet.provider.request({ method: 'eth_requestAccounts' })
        : await wallet.provider.connect();
  } catch (error) {
    throw walletErrorFrom(error, 'connect');
  }
  const address = wallet.chain === 'ethereum' ? firstAccount(answer) : solanaAddress(answer, wallet.provider.publicKey);
  if (!address) throw new WalletError('wallet_invalid_response', 'The wallet did not answer with an account.');
  return address;
}

function firstAccount(answer: unknown): string | null {
  const first = Array.isArray(answer) ? answer[0] : undefined;
  return typeof first === 'string' && /^0x[0-9a-fA-F]{40}$/.test(first) ? first : null;
}

/** Phantom answers `{ publicKey }`; others answer nothing and set `provider.publicKey`. */
function solanaAddress(answer: unknown, providerKey: unknown): string | null {
  const key = isObject(answer) && answer.publicKey ? answer.publicKey : providerKey;
  if (typeof key === 'string') return key;
  if (!isObject(key)) return null;
  if (typeof key.toBase58 === 'function') return String(key.toBase58());
  // A web3.js PublicKey also offers its bytes; anything else is asked for its string form.
  if (typeof key.toBytes === 'function') return bs58.encode(key.toBytes() as Uint8Array);
  return typeof key.toString === 'function' && key.toString !== Object.prototype.toString ? String(key) : null;
}
