/**
 * `@foyer/sdk/wallets`: finding the crypto wallets a visitor has installed, connecting to one and
 * having it sign a sign-in challenge. A separate entry point, so pages without wallet sign-in
 * never download it; the login widget's crypto screens import it.
 *
 * @example
 * const [wallet] = detectWallets(window);
 * const address = await connectWallet(wallet);
 * const { challenge } = await client.cryptoWallets.authenticateStart({
 *   crypto_wallet_address: address, crypto_wallet_type: wallet.chain });
 * const signature = await signChallenge(wallet, { address, message: challenge });
 * await client.cryptoWallets.authenticate({ crypto_wallet_address: address,
 *   crypto_wallet_type: wallet.chain, signature, session_duration_minutes: 30 });
 */
export { kindOfAnnouncement, kindOfInjectedProvider } from './classify.ts';
export { connectWallet } from './connect.ts';
export { detectWallets, mergeWallets, watchWallets } from './detect.ts';
export type { Eip6963Announcement } from './eip6963.ts';
export { WalletError, type WalletErrorCode } from './errors.ts';
export { signChallenge, utf8ToHex } from './sign.ts';
export {
  chainOf,
  type DetectedWallet,
  type Eip1193Provider,
  type Eip6963ProviderInfo,
  type EthereumWalletKind,
  type SolanaProvider,
  type SolanaWalletKind,
  WALLET_KINDS,
  type WalletChain,
  type WalletKind,
  type WalletWindow,
} from './types.ts';
