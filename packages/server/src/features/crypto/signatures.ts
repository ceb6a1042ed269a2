import nacl from 'tweetnacl';
import { isHex, recoverMessageAddress } from 'viem';
import type { CryptoWalletType } from '../../store/crypto.ts';
import { decodeBase58 } from './addresses.ts';

const ED25519_SIGNATURE_BYTES = 64;

/**
 * Whether `signature` is the wallet's signature of `message`. Malformed signatures are simply not
 * valid ones: the caller answers both with invalid_crypto_wallet_signature.
 *
 * - ethereum: an EIP-191 personal_sign signature (hex, 65 bytes: r, s and a recovery byte of 27/28
 *   or 0/1; the 64-byte EIP-2098 compact form is refused). The signer's address is recovered and
 *   compared with the wallet's whatever the letter case.
 *   Smart-contract wallets (EIP-1271) are not accepted: checking them needs a chain RPC, which a
 *   self-hosted auth server does not have.
 * - solana: an ed25519 signature in base58 (64 bytes) over the UTF-8 message, checked against the
 *   base58 public key that is the address.
 */
export async function isValidWalletSignature(options: {
  type: CryptoWalletType;
  address: string;
  message: string;
  signature: string;
}): Promise<boolean> {
  const { type, address, message, signature } = options;
  return type === 'ethereum'
    ? isValidEthereumSignature(address, message, signature)
    : isValidSolanaSignature(address, message, signature);
}

async function isValidEthereumSignature(address: string, message: string, signature: string): Promise<boolean> {
  if (!isHex(signature, { strict: true })) return false;
  try {
    const signer = await recoverMessageAddress({ message, signature });
    return signer.toLowerCase() === address.toLowerCase();
  } catch {
    // Wrong length, an invalid recovery byte or a point off the curve: not a signature of anything.
    return false;
  }
}

function isValidSolanaSignature(address: string, message: string, signature: string): boolean {
  const publicKey = decodeBase58(address);
  const signatureBytes = decodeBase58(signature);
  if (!publicKey || signatureBytes?.length !== ED25519_SIGNATURE_BYTES) return false;
  return nacl.sign.detached.verify(new TextEncoder().encode(message), signatureBytes, publicKey);
}
