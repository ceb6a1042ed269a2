import type { WalletKind } from '@foyer/sdk/wallets';
import type { OtpMethod } from '../config/types.ts';

/**
 * The login widget's screen state (docs/behaviour.md#screens and docs/behaviour.md#flow): one screen at a time, chosen here and never
 * by the URL. Screens dispatch what happened; this reducer decides where that leads.
 */

/** Every screen the login flow can show. Later products add theirs. */
export type ScreenId =
  | 'main'
  | 'emailConfirmation'
  | 'passkeyConfirmation'
  | 'cryptoConnect'
  | 'cryptoSignMessage'
  | 'cryptoOtherWallet'
  | 'cryptoSetupWallet'
  | 'cryptoError'
  | 'cryptoConfirmation'
  | 'otpAuthenticate'
  | 'otpConfirmation'
  | 'passwordCreateOrLogin'
  | 'passwordForgot'
  | 'passwordBreached'
  | 'passwordSetNew'
  | 'passwordDedupe'
  | 'passwordConfirmation';

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

/** The passcode sign-in in progress (docs/behaviour.md#data); `type` is null until a code is sent. */
export interface OtpState {
  type: OtpMethod | null;
  methodId: string;
  /** Where the code went, as sent: the email address or the E.164 phone number (resend uses it). */
  otpDestination: string;
  /** The destination as the user reads it, e.g. `+1 202 555 0123`. */
  destinationLabel: string;
  /** When the current code expires (epoch ms), for the countdown. */
  expiresAt: number;
  /**
   * The country chosen for a phone number, selected again after Back (the number alone cannot
   * tell regions that share a dial code apart: +44 7911… is GB, GG, IM or JE).
   */
  region?: string | undefined;
}

/** The password path (docs/behaviour.md#data): the email typed on Main and what the user search said of it. */
export interface PasswordState {
  email: string;
  /** new: no account; password: the account has one; passwordless: it signs in another way. */
  type: 'new' | 'password' | 'passwordless';
}

/** Form state shared across screens (docs/behaviour.md#data). Later products add their slices. */
export interface FormState {
  /** Set by a failed call; Main shows it in a warning banner above the form. */
  errorMessage: string | null;
  magicLinkState: { email: string };
  cryptoState: CryptoState;
  otpState: OtpState;
  passwordState: PasswordState;
}

export interface FlowState {
  screen: ScreenId;
  /** False until the first screen change, so focus moves only after the user acts. */
  navigated: boolean;
  formState: FormState;
}

export type FlowAction =
  /** `errorMessage` is shown on the next screen (e.g. why a reset email was sent); otherwise cleared. */
  | { type: 'navigate'; screen: ScreenId; errorMessage?: string }
  | { type: 'magicLinkSent'; email: string }
  | { type: 'magicLinkTryAgain' }
  | { type: 'setErrorMessage'; message: string | null }
  | { type: 'passkeyAuthenticated' }
  | { type: 'cryptoWalletChosen'; walletOption: WalletKind; walletId: string | null }
  | { type: 'cryptoChallengeReceived'; walletAddress: string; walletChallenge: string }
  | { type: 'cryptoFailed'; message: string }
  | { type: 'cryptoSignedIn' }
  | { type: 'otpSent'; otpState: Omit<OtpState, 'type'> & { type: OtpMethod } }
  | { type: 'otpResent'; methodId: string; expiresAt: number }
  | { type: 'otpVerified' }
  | { type: 'passwordUserFound'; passwordState: PasswordState };

const initialCryptoState: CryptoState = {
  walletAddress: '',
  walletOption: 'metamask',
  walletId: null,
  walletChallenge: '',
};

export const initialFlowState: FlowState = {
  screen: 'main',
  navigated: false,
  formState: {
    errorMessage: null,
    magicLinkState: { email: '' },
    cryptoState: initialCryptoState,
    otpState: { type: null, methodId: '', otpDestination: '', destinationLabel: '', expiresAt: 0 },
    passwordState: { email: '', type: 'new' },
  },
};

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'navigate':
      return {
        ...state,
        screen: action.screen,
        navigated: true,
        formState: { ...state.formState, errorMessage: action.errorMessage ?? null },
      };
    case 'magicLinkSent':
      return {
        screen: 'emailConfirmation',
        navigated: true,
        formState: { ...state.formState, errorMessage: null, magicLinkState: { email: action.email } },
      };
    case 'magicLinkTryAgain':
      return {
        screen: 'main',
        navigated: true,
        formState: { ...state.formState, errorMessage: null, magicLinkState: { email: '' } },
      };
    case 'setErrorMessage':
      return { ...state, formState: { ...state.formState, errorMessage: action.message } };
    case 'passkeyAuthenticated':
      return {
        ...state,
        screen: 'passkeyConfirmation',
        navigated: true,
        formState: { ...state.formState, errorMessage: null },
      };
    case 'cryptoWalletChosen':
    case 'cryptoChallengeReceived':
    case 'cryptoFailed':
    case 'cryptoSignedIn':
      return cryptoReducer(state, action);
    case 'otpSent':
      return {
        screen: 'otpAuthenticate',
        navigated: true,
        formState: { ...state.formState, errorMessage: null, otpState: action.otpState },
      };
    case 'otpResent': {
      // Resend (docs/behaviour.md#login-flow): a new expiry, and the method id replaced.
      const otpState = { ...state.formState.otpState, methodId: action.methodId, expiresAt: action.expiresAt };
      return { ...state, formState: { ...state.formState, otpState } };
    }
    case 'otpVerified':
      return {
        screen: 'otpConfirmation',
        navigated: true,
        formState: { ...state.formState, errorMessage: null },
      };
    case 'passwordUserFound':
      // Password path (docs/behaviour.md#login-flow): email and user type stored, then create-or-login.
      return {
        screen: 'passwordCreateOrLogin',
        navigated: true,
        formState: { ...state.formState, errorMessage: null, passwordState: action.passwordState },
      };
  }
}

/** Wallet sign-in (docs/behaviour.md#login-flow): wallet stored → connect → sign message → confirmation; any failure → error. */
function cryptoReducer(state: FlowState, action: Extract<FlowAction, { type: `crypto${string}` }>): FlowState {
  const { formState } = state;
  switch (action.type) {
    case 'cryptoWalletChosen': {
      const cryptoState = { ...initialCryptoState, walletOption: action.walletOption, walletId: action.walletId };
      return { screen: 'cryptoConnect', navigated: true, formState: { ...formState, errorMessage: null, cryptoState } };
    }
    case 'cryptoChallengeReceived': {
      const { walletAddress, walletChallenge } = action;
      const cryptoState = { ...formState.cryptoState, walletAddress, walletChallenge };
      return { screen: 'cryptoSignMessage', navigated: true, formState: { ...formState, cryptoState } };
    }
    case 'cryptoFailed':
      return { screen: 'cryptoError', navigated: true, formState: { ...formState, errorMessage: action.message } };
    case 'cryptoSignedIn':
      // The challenge is spent; the address stays for the confirmation.
      return {
        screen: 'cryptoConfirmation',
        navigated: true,
        formState: { ...formState, errorMessage: null, cryptoState: { ...formState.cryptoState, walletChallenge: '' } },
      };
  }
}
