import type { WalletKind } from '@foyer/sdk/wallets';
import { WALLET_MARKS } from './walletMarks.ts';

/** A wallet's logo beside its name: its own announced icon when it gave one, else Foyer's mark of its kind. Decorative: the text names the wallet. */
export function WalletMark({ kind, icon }: { kind: WalletKind; icon?: string | null | undefined }) {
  if (icon) return <img className="foyer-wallet-icon" src={icon} alt="" width={20} height={20} />;
  const [colour, path] = WALLET_MARKS[kind];
  return (
    <svg className="foyer-wallet-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill={colour} fillRule="evenodd" />
    </svg>
  );
}
