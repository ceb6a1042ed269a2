import bs58 from 'bs58';
import nacl from 'tweetnacl';
import type { CryptoWalletType } from '../store/crypto.ts';
import type { CallOptions, TestContext } from './test-context.ts';

/** A Solana keypair as a wallet holds it, with its base58 address and a signMessage like Phantom's. */
export function solanaWallet() {
  const keyPair = nacl.sign.keyPair();
  return {
    address: bs58.encode(keyPair.publicKey),
    /** Signs the UTF-8 text and answers the signature in base58, as the SDK sends it. */
    sign: (message: string) => bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), keyPair.secretKey)),
  };
}

/** Calls authenticate/start and answers the response. */
export function startChallenge(t: TestContext, type: CryptoWalletType, address: string, options?: CallOptions) {
  return t.sdk(
    '/crypto_wallets/authenticate/start',
    { crypto_wallet_type: type, crypto_wallet_address: address },
    options,
  );
}

/** Starts a challenge and answers its text, failing the test when start fails. */
export async function challengeFor(t: TestContext, type: CryptoWalletType, address: string): Promise<string> {
  const res = await startChallenge(t, type, address);
  if (res.status !== 200) throw new Error(`authenticate/start answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.challenge as string;
}

/** Calls authenticate with a signature. */
export function authenticateWallet(
  t: TestContext,
  body: { type: CryptoWalletType; address: string; signature: string; session_duration_minutes?: number },
) {
  return t.sdk('/crypto_wallets/authenticate', {
    crypto_wallet_type: body.type,
    crypto_wallet_address: body.address,
    signature: body.signature,
    ...(body.session_duration_minutes ? { session_duration_minutes: body.session_duration_minutes } : {}),
  });
}
