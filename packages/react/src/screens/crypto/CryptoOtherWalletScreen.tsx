import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { useWallets } from './useWallets.ts';
import { WalletList } from './WalletButton.tsx';
import { splitWallets, walletButtonsOnMain } from './wallets.ts';

/** Crypto other wallet (docs/behaviour.md#crypto-screens): the detected wallets Main had no room for. */
export function CryptoOtherWalletScreen() {
  const t = useStrings();
  const { config } = useWidget();
  const { dispatch } = useFlow();
  const { others } = splitWallets(useWallets(), walletButtonsOnMain(config));
  return (
    <Screen title={t('crypto.otherWallet')} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      {others.length > 0 ? <WalletList wallets={others} /> : <p className="foyer-text">{t('crypto.noOtherWallets')}</p>}
    </Screen>
  );
}
