import bs58 from 'bs58';
import { WalletError, walletErrorFrom } from './errors.ts';
import { isObject } from './guards.ts';
import type { DetectedWallet } from './types.ts';

/** The UTF-8 bytes of a text as 0x-hex, the form `personal_sign` takes its message in. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex as `0x${string}`;
}

/**
 * Has the wallet sign the server's challenge (the SIWE / SIWS text), which opens its signing
 * prompt. Ethereum-style wallets: `personal_sign` with the hex-encoded message and the address,
 * answering a 0x-hex signature. Solana-style wallets: `signMessage` over the UTF-8 bytes, whose
 * signature is answered in base58. Either is what `cryptoWallets.authenticate` takes.
 * @throws WalletError `wallet_rejected` when the user refuses, otherwise `wallet_failed` or
 *   `wallet_invalid_response`.
 */
export async function signChallenge(
  wallet: DetectedWallet,
  { address, message }: { address: string; message: string },
): Promise<string> {
  let answer: unknown;
  try {
    answer =
      wallet.chain === 'ethereum'
        ? await wallet.provider.request({ method: 'personal_sign', params: [utf8ToHex(message), address] })
        : await wallet.provider.signMessage(new TextEncoder().encode(message), 'utf8');
  } catch (error) {
    throw walletErrorFrom(error, 'sign');
  }
  const signature = wallet.chain === 'ethereum' ? hexSignature(answer) : base58Signature(answer);
  if (!signature) throw new WalletError('wallet_invalid_response', 'The wallet did not answer with a signature.');
  return signature;
}

function hexSignature(answer: unknown): string | null {
  return typeof answer === 'string' && /^0x(?:[0-9a-fA-F]{2})+$/.test(answer) ? answer : null;
}

/** Phantom answers `{ signature, publicKey }`; some wallets answer the signature bytes alone. */
function base58Signature(answer: unknown): string | null {
  const bytes = isObject(answer) && 'signature' in answer ? answer.signature : answer;
  return bytes instanceof Uint8Array && bytes.length > 0 ? bs58.encode(bytes) : null;
}
