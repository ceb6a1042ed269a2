import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { Button } from '../../ui/Button.tsx';
import { Screen } from '../../ui/Screen.tsx';

/**
 * Crypto error (docs/behaviour.md#screens): 'Looks like there was an error!' with what failed, and 'Try again' with
 * the same wallet (a refused prompt is often a mis-click).
 */
export function CryptoErrorScreen() {
  const t = useStrings();
  const { state, dispatch } = useFlow();
  const { errorMessage } = state.formState;
  const { walletOption, walletId } = state.formState.crypto;
  const tryAgain = () => dispatch({ type: 'cryptoWalletChosen', walletOption, walletId });
  return (
    <Screen title={t('crypto.errorHeader')} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      {errorMessage ? <p className="foyer-error">{errorMessage}</p> : null}
      <Button onClick={tryAgain}>{t('crypto.tryAgain')}</Button>
    </Screen>
  );
}
