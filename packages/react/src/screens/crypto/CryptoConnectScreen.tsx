import { connectWallet, detectWallets, WalletError } from '@foyer/sdk/wallets';
import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { useWalletStep } from './useWalletStep.ts';
import { findChosenWallet } from './wallets.ts';

/**
 * Crypto connect (docs/behaviour.md#screens): 'Connecting to your wallet...' while the wallet asks the user to share
 * an account; then the server's challenge for that account is fetched and Crypto sign message follows.
 */
export function CryptoConnectScreen() {
  const t = useStrings();
  const { client } = useWidget();
  const { state, dispatch } = useFlow();
  const crypto = state.formState.crypto;

  useWalletStep(async (isActive) => {
    const wallet = findChosenWallet(detectWallets(window), crypto);
    if (!wallet) throw new WalletError('wallet_failed', 'The chosen wallet is not installed in this browser.');
    const walletAddress = await connectWallet(wallet);
    // The user went back while the wallet's prompt was open: no challenge for an abandoned sign-in.
    if (!isActive()) return { type: 'navigate', screen: 'main' };
    const { challenge } = await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: walletAddress,
      crypto_wallet_type: wallet.chain,
    });
    return { type: 'cryptoChallengeReceived', walletAddress, walletChallenge: challenge };
  }, 'crypto.connectError');

  return (
    <Screen title={t('crypto.connecting')} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      <StatusMessage text={t('crypto.approveInWallet')} />
    </Screen>
  );
}
