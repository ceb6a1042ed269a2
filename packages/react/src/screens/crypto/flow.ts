import type { WalletKind } from '@foyer/sdk/wallets';
import { type FlowPlugin, goTo, type ProductFlow } from '../../core/flowState.ts';

/** The wallet sign-in in progress (docs/behaviour.md#data). */
export interface CryptoState {
  walletAddress: string;
  /** The kind of wallet chosen; Metamask until the user picks one. */
  walletOption: WalletKind;
  /** Which detected wallet of that kind (several "other" wallets can be installed); null: the first. */
  walletId: string | null;
  /** The message the server asked the wallet to sign. */
  walletChallenge: string;
}

export type CryptoAction =
  | { type: 'cryptoWalletChosen'; walletOption: WalletKind; walletId: string | null }
  | { type: 'cryptoChallengeReceived'; walletAddress: string; walletChallenge: string }
  | { type: 'cryptoFailed'; message: string }
  | { type: 'cryptoSignedIn' };

declare module '../../core/flowState.ts' {
  interface FlowProducts {
    crypto: ProductFlow<
      | 'cryptoConnect'
      | 'cryptoSignMessage'
      | 'cryptoOtherWallet'
      | 'cryptoSetupWallet'
      | 'cryptoError'
      | 'cryptoConfirmation',
      CryptoAction,
      CryptoState
    >;
  }
}

const initialCryptoState: CryptoState = {
  walletAddress: '',
  walletOption: 'metamask',
  walletId: null,
  walletChallenge: '',
};

/** Wallet sign-in (docs/behaviour.md#login-flow): wallet stored → connect → sign message → confirmation; any failure → error. */
export const cryptoFlow: FlowPlugin = {
  initial: { crypto: initialCryptoState },
  reduce(state, action) {
    switch (action.type) {
      case 'cryptoWalletChosen': {
        const { walletOption, walletId } = action;
        return goTo(state, 'cryptoConnect', { crypto: { ...initialCryptoState, walletOption, walletId } });
      }
      case 'cryptoChallengeReceived': {
        const { walletAddress, walletChallenge } = action;
        // Reached from the connect step, which has no error to keep.
        return goTo(state, 'cryptoSignMessage', {
          crypto: { ...state.formState.crypto, walletAddress, walletChallenge },
        });
      }
      case 'cryptoFailed':
        return goTo(state, 'cryptoError', { errorMessage: action.message });
      case 'cryptoSignedIn':
        // The challenge is spent; the address stays for the confirmation.
        return goTo(state, 'cryptoConfirmation', { crypto: { ...state.formState.crypto, walletChallenge: '' } });
    }
  },
};
