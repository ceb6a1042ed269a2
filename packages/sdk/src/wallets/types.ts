/**
 * Types of the wallet helpers: the wallet kinds the widget knows (docs/behaviour.md#screens), the two provider
 * interfaces wallets inject (EIP-1193 for Ethereum-style wallets, Phantom's for Solana-style
 * ones), and what detection answers.
 */

/** The wallet kinds of docs/behaviour.md#screens, in the order the widget lists them. */
export const WALLET_KINDS = [
  'phantom',
  'vessel',
  'binance',
  'coinbase',
  'metamask',
  'otherEthereum',
  'otherSolana',
] as const;

/** A kind of wallet the widget has a button for. */
export type WalletKind = (typeof WALLET_KINDS)[number];

/** The signature scheme a wallet signs in with; also the server's `crypto_wallet_type`. */
export type WalletChain = 'ethereum' | 'solana';

/** Kinds that sign as Solana wallets (ed25519, base58); every other kind signs as Ethereum. */
export type SolanaWalletKind = 'phantom' | 'otherSolana';
export type EthereumWalletKind = Exclude<WalletKind, SolanaWalletKind>;

/** Which chain a wallet kind signs on. Binance's and Phantom's multi-chain wallets are used on one. */
export function chainOf(kind: WalletKind): WalletChain {
  return kind === 'phantom' || kind === 'otherSolana' ? 'solana' : 'ethereum';
}

/** An EIP-1193 provider: the `window.ethereum` shape every Ethereum-style wallet injects. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
}

/** The Solana provider Phantom injects (`window.phantom.solana`), copied by other Solana wallets. */
export interface SolanaProvider {
  /** Resolves `{ publicKey }` (Phantom) or nothing, then `publicKey` is set on the provider. */
  connect(): Promise<unknown>;
  /** Resolves `{ signature: Uint8Array }` (Phantom) or the signature bytes themselves. */
  signMessage(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<unknown>;
  publicKey?: unknown;
}

/** The `info` of an EIP-6963 announcement. */
export interface Eip6963ProviderInfo {
  /** A UUIDv4 unique to this page session. */
  uuid: string;
  name: string;
  /** A data URI (RFC 2397) of the wallet's icon. */
  icon: string;
  /** Reverse-DNS name of the wallet, e.g. `io.metamask`. */
  rdns: string;
}

interface DetectedWalletBase {
  /** Stable for the page's lifetime: `eip6963:<uuid>`, or `global:<kind>[:n]` for an injected global. */
  id: string;
  /** The wallet's own name when it announced one (EIP-6963), otherwise null. */
  name: string | null;
  /** The announced icon when it is an image data URI, otherwise null (never fetched from a URL). */
  icon: string | null;
  /** How it was found: an EIP-6963 announcement or an injected global. */
  source: 'eip6963' | 'global';
}

/** A wallet found on the page, ready for `connectWallet` and `signChallenge`. */
export type DetectedWallet =
  | (DetectedWalletBase & { kind: EthereumWalletKind; chain: 'ethereum'; provider: Eip1193Provider })
  | (DetectedWalletBase & { kind: SolanaWalletKind; chain: 'solana'; provider: SolanaProvider });

/**
 * The parts of `window` detection reads and listens on. Passed in rather than read from the global,
 * so tests give a fresh one and server-side rendering can give none.
 */
export type WalletWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  ethereum?: unknown;
  phantom?: unknown;
  solana?: unknown;
  BinanceChain?: unknown;
  binancew3w?: unknown;
  coinbaseWalletExtension?: unknown;
};
