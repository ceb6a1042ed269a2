import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { useWallets } from './useWallets.ts';
import { WalletList } from './WalletButton.tsx';
import { splitWallets, walletButtonsOnMain } from './wallets.ts';

/**
 * Main's crypto section (docs/behaviour.md#main-screen): a button per detected wallet, as many as the button count rule
 * allows; 'Continue with other wallet' when more were found; and 'Set up a new crypto wallet'.
 */
export function CryptoSection() {
  const t = useStrings();
  const { config } = useWidget();
  const { dispatch } = useFlow();
  const { main, others } = splitWallets(useWallets(), walletButtonsOnMain(config));
  return (
    <section className="foyer-form" aria-label={t('crypto.walletsRegion')}>
      {main.length > 0 ? <WalletList wallets={main} /> : null}
      {others.length > 0 ? (
        <Button variant="secondary" onClick={() => dispatch({ type: 'navigate', screen: 'cryptoOtherWallet' })}>
          {t('crypto.otherWallet')}
        </Button>
      ) : null}
      <Button variant="text" onClick={() => dispatch({ type: 'navigate', screen: 'cryptoSetupWallet' })}>
        {t('crypto.setupWallet')}
      </Button>
    </section>
  );
}
