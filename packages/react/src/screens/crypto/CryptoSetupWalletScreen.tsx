import { useId } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { Screen } from '../../ui/Screen.tsx';
import { EXAMPLE_WALLETS } from './exampleWallets.ts';
import { WalletMark } from './WalletMark.tsx';

/** Crypto setup wallet (docs/behaviour.md#screens): download pages of five example wallets, each in a new tab. */
export function CryptoSetupWalletScreen() {
  const t = useStrings();
  const { dispatch } = useFlow();
  const hintId = useId();
  return (
    <Screen title={t('crypto.setupWallet')} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      <p className="foyer-text">{t('crypto.setupIntro')}</p>
      <span id={hintId} className="foyer-visually-hidden">
        {t('crypto.newTabHint')}
      </span>
      <ul className="foyer-wallets">
        {EXAMPLE_WALLETS.map(({ name, kind, href }) => (
          <li key={name}>
            {/* Links (they open another site), drawn as the wallet buttons are: logo and name. */}
            <a
              className="foyer-button foyer-wallet-button"
              data-variant="secondary"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={hintId}
            >
              <WalletMark kind={kind} />
              {t(name)}
            </a>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
