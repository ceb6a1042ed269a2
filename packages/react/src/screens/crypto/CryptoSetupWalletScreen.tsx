import { useId } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { Screen } from '../../ui/Screen.tsx';
import { EXAMPLE_WALLETS } from './exampleWallets.ts';

/** Crypto setup wallet (spec §2): download pages of five example wallets, each in a new tab. */
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
        {EXAMPLE_WALLETS.map(({ name, href }) => (
          <li key={name}>
            <a className="foyer-link" href={href} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
              {t(name)}
            </a>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
