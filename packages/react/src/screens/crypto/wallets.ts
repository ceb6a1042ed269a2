/**
 * Which wallets go where: the Main button count rule (docs/behaviour.md#main-screen), their labels, and finding the
 * wallet the flow state names.
 */
import type { DetectedWallet } from '@foyer/sdk/wallets';
import type { ResolvedConfig } from '../../config/defaults.ts';
import type { StringKey } from '../../strings/index.ts';
import type { CryptoState } from './flow.ts';

/** Main holds six sign-in buttons in all (docs/behaviour.md#main-screen): the social ones, one row kept back, the rest wallets. */
const MAIN_BUTTON_ROWS = 6;

/**
 * How many wallet buttons Main shows: 6 − the social providers on Main − 1, never below zero.
 * Social providers count only when the oauth product is configured, since only then are their
 * buttons on Main.
 */
export function walletButtonsOnMain(config: Pick<ResolvedConfig, 'products' | 'oauthOptions'>): number {
  const social = config.products.includes('oauth') ? (config.oauthOptions?.providers.length ?? 0) : 0;
  return Math.max(0, MAIN_BUTTON_ROWS - social - 1);
}

/** The wallets Main shows and the rest, for the 'Continue with other wallet' screen. */
export function splitWallets(wallets: DetectedWallet[], onMain: number) {
  return { main: wallets.slice(0, onMain), others: wallets.slice(onMain) };
}

/**
 * A wallet's label: the catalogue's name for a named kind; for an "other" wallet the name it
 * announced (EIP-6963) when it gave one, as that is what the user installed.
 */
export function walletLabel(wallet: DetectedWallet, t: (key: StringKey) => string): string {
  const generic = t(`crypto.wallet.${wallet.kind}`);
  const isOther = wallet.kind === 'otherEthereum' || wallet.kind === 'otherSolana';
  return isOther && wallet.name?.trim() ? wallet.name.trim() : generic;
}

/** The wallet the flow chose: by id when one was picked, else the first of the stored kind. */
export function findChosenWallet(
  wallets: DetectedWallet[],
  { walletId, walletOption }: Pick<CryptoState, 'walletId' | 'walletOption'>,
): DetectedWallet | undefined {
  return wallets.find((wallet) => wallet.id === walletId) ?? wallets.find((wallet) => wallet.kind === walletOption);
}
