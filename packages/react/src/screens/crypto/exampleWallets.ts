import type { WalletKind } from '@foyer/sdk/wallets';
import type { StringKey } from '../../strings/index.ts';

/** One wallet the set-up screen suggests, with its official download page. */
export interface ExampleWallet {
  name: StringKey;
  /** Whose mark the link shows. */
  kind: WalletKind;
  href: string;
}

/**
 * The five example wallets of Crypto setup wallet (docs/behaviour.md#screens, docs/behaviour.md#constants): each wallet's own download page,
 * Ethereum-style and Solana-style alike. Vessel's is the OpenVessel site (an EVM wallet and chain).
 */
export const EXAMPLE_WALLETS: readonly ExampleWallet[] = [
  { name: 'crypto.example.metamask', kind: 'metamask', href: 'https://metamask.io/download/' },
  { name: 'crypto.example.phantom', kind: 'phantom', href: 'https://phantom.com/download' },
  { name: 'crypto.example.coinbase', kind: 'coinbase', href: 'https://www.coinbase.com/wallet/downloads' },
  { name: 'crypto.example.binance', kind: 'binance', href: 'https://www.binance.com/en/web3wallet' },
  { name: 'crypto.example.vessel', kind: 'vessel', href: 'https://www.openvessel.io/' },
];
