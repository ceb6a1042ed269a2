import { detectWallets, signChallenge, WalletError } from '@foyer/sdk/wallets';
import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { useWalletStep } from './useWalletStep.ts';
import { findChosenWallet } from './wallets.ts';

/**
 * Crypto sign message (docs/behaviour.md#screens): 'Completing signature request...' while the wallet asks the user
 * to sign the challenge; the signature is then traded for a session, and Crypto confirmation follows.
 */
export function CryptoSignMessageScreen() {
  const t = useStrings();
  const { client, config } = useWidget();
  const { state, dispatch } = useFlow();
  const crypto = state.formState.crypto;

  useWalletStep(async (isActive) => {
    const wallet = findChosenWallet(detectWallets(window), crypto);
    if (!wallet) throw new WalletError('wallet_failed', 'The chosen wallet is not installed in this browser.');
    const { walletAddress, walletChallenge } = crypto;
    const signature = await signChallenge(wallet, { address: walletAddress, message: walletChallenge });
    // The user went back while the wallet's prompt was open: they chose not to sign in.
    if (!isActive()) return { type: 'navigate', screen: 'main' };
    await client.cryptoWallets.authenticate({
      crypto_wallet_address: walletAddress,
      crypto_wallet_type: wallet.chain,
      signature,
      session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    });
    return { type: 'cryptoSignedIn' };
  }, 'crypto.signError');

  return (
    <Screen title={t('crypto.signing')} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      <StatusMessage text={t('crypto.approveInWallet')} />
    </Screen>
  );
}
