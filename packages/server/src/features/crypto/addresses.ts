import bs58 from 'bs58';
import { getAddress, isAddress } from 'viem';
import { ApiError } from '../../errors/api-error.ts';
import type { CryptoWalletType } from '../../store/crypto.ts';

/** An ed25519 public key, which is what a Solana account address encodes. */
const SOLANA_PUBLIC_KEY_BYTES = 32;

/**
 * Validates a wallet address and returns the one form it is stored, matched and shown in:
 * - ethereum: 0x + 40 hex digits in any letter case (the EIP-55 checksum is not required, since
 *   wallets and users paste lower-case addresses too), answered in EIP-55 checksummed form;
 * - solana: base58 of exactly 32 bytes, kept exactly as given (base58 is case-sensitive).
 * @throws ApiError invalid_crypto_wallet_address
 */
export function normalizeWalletAddress(type: CryptoWalletType, raw: string): string {
  const address = raw.trim();
  if (type === 'ethereum') {
    if (!isAddress(address, { strict: false })) throw new ApiError('invalid_crypto_wallet_address');
    return getAddress(address);
  }
  const bytes = decodeBase58(address);
  // Re-encoding must give the input back, so one key has exactly one stored spelling.
  if (bytes?.length !== SOLANA_PUBLIC_KEY_BYTES || bs58.encode(bytes) !== address) {
    throw new ApiError('invalid_crypto_wallet_address');
  }
  return address;
}

/** Base58 bytes, or null when the text is not base58. */
export function decodeBase58(text: string): Uint8Array | null {
  try {
    return bs58.decode(text);
  } catch {
    return null;
  }
}
