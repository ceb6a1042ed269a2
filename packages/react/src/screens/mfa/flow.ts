import type { PendingMfa } from '@foyer/sdk';
import { type FlowPlugin, goTo, type ProductFlow } from '../../core/flowState.ts';

/** How the code screen's code comes: the authenticator app, or a passcode sent by text or email. */
export type MfaCodeMethod = 'totp' | 'sms' | 'email';

/** A sign-in waiting for its second factor (docs/behaviour.md#mfa-screens). */
export interface MfaState {
  /** Who is signing in and which second factors may finish it (the intermediate answer's). */
  pending: PendingMfa | null;
  method: MfaCodeMethod;
  /** A sent passcode's method id (phone or email id), for checking and sending again. */
  methodId: string;
  /** Where a passcode went, as the user reads it. */
  destination: string;
}

export type MfaAction =
  | { type: 'mfaRequired'; pending: PendingMfa | null }
  | { type: 'mfaAppChosen' }
  | { type: 'mfaPasscodeSent'; method: 'sms' | 'email'; methodId: string; destination: string }
  | { type: 'mfaVerified' }
  /** The sign-in ended without a second factor (expired, or the user went back): Main, with `message` if any. */
  | { type: 'mfaEnded'; message?: string };

declare module '../../core/flowState.ts' {
  interface FlowProducts {
    mfa: ProductFlow<
      'mfaCode' | 'mfaRecoveryCode' | 'mfaMethods' | 'mfaEnrolment' | 'mfaConfirmation',
      MfaAction,
      MfaState
    >;
  }
}

const START: MfaState = { pending: null, method: 'totp', methodId: '', destination: '' };

/**
 * MFA after any sign-in that answers an intermediate session: the authenticator code when the user
 * has an app, the ways they have otherwise, enrolment when they have none; then the confirmation.
 */
export const mfaFlow: FlowPlugin = {
  initial: { mfa: START },
  reduce(state, action) {
    switch (action.type) {
      case 'mfaRequired': {
        const mfa = { ...START, pending: action.pending };
        const required = action.pending?.mfa_required;
        // After a reload the answer is gone (only its token is kept): the app's code is the likeliest way.
        if (!required || required.secondary_factors.includes('totp')) return goTo(state, 'mfaCode', { mfa });
        return goTo(state, required.totp_enrolment_required ? 'mfaEnrolment' : 'mfaMethods', { mfa });
      }
      case 'mfaAppChosen':
        return goTo(state, 'mfaCode', { mfa: { ...state.formState.mfa, method: 'totp' } });
      case 'mfaPasscodeSent': {
        const { method, methodId, destination } = action;
        return goTo(state, 'mfaCode', { mfa: { ...state.formState.mfa, method, methodId, destination } });
      }
      case 'mfaVerified':
        return goTo(state, 'mfaConfirmation', { mfa: START });
      case 'mfaEnded':
        return goTo(state, 'main', { mfa: START, errorMessage: action.message ?? null });
    }
  },
};
