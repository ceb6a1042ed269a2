import type { DetectedWallet } from '@foyer/sdk/wallets';
import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { Button } from '../../ui/Button.tsx';
import { WalletMark } from './WalletMark.tsx';
import { walletLabel } from './wallets.ts';

/** 'Continue with {wallet}': stores the wallet and starts connecting to it (docs/behaviour.md#login-flow). */
export function WalletButton({ wallet }: { wallet: DetectedWallet }) {
  const t = useStrings();
  const { dispatch } = useFlow();
  const choose = () => dispatch({ type: 'cryptoWalletChosen', walletOption: wallet.kind, walletId: wallet.id });
  return (
    <Button variant="secondary" className="foyer-wallet-button" data-wallet={wallet.kind} onClick={choose}>
      <WalletMark kind={wallet.kind} icon={wallet.icon} />
      {t('crypto.continueWith', { wallet: walletLabel(wallet, t) })}
    </Button>
  );
}

/** A list of wallet buttons. */
export function WalletList({ wallets }: { wallets: DetectedWallet[] }) {
  return (
    <ul className="foyer-wallets">
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <WalletButton wallet={wallet} />
        </li>
      ))}
    </ul>
  );
}
