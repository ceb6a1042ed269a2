import type { PendingMfa } from '@foyer/sdk';
import { type FlowPlugin, goTo, type ProductFlow } from '../../core/flowState.ts';

/** How the code screen's code comes: the authenticator app, or a passcode sent by text or email. */
export type MfaCodeMethod = 'totp' | 'sms' | 'email';

/** A sign-in waiting for its second factor (docs/behaviour.md#mfa-screens); empty before one. */
export interface MfaState {
  /** Who is signing in and which second factors may finish it (the intermediate answer's; null after a reload, until read again). */
  pending?: PendingMfa | null;
  /** The code screen's kind (the app's when absent). */
  method?: MfaCodeMethod;
  /** A sent passcode's method id (phone or email id), for checking it. */
  methodId?: string;
  /** Where a passcode went, as the user reads it. */
  destination?: string;
}

export type MfaScreenId = 'mfaCode' | 'mfaRecoveryCode' | 'mfaMethods' | 'mfaEnrolment' | 'mfaConfirmation';

/**
 * MFA's one action: show one of its screens, with its slice as it is now (kept when absent).
 * Leaving MFA (expired, Back) is the core's `navigate` to Main; the next sign-in starts a new slice.
 */
export type MfaAction = { type: 'mfaShown'; screen: MfaScreenId; mfa?: MfaState };

declare module '../../core/flowState.ts' {
  interface FlowProducts {
    mfa: ProductFlow<MfaScreenId, MfaAction, MfaState>;
  }
}

/**
 * MFA after any sign-in that answers an intermediate session (`secondFactorFirst.tsx` starts it):
 * the authenticator code, the other ways the user has, or enrolment; then the confirmation. Kept to
 * a few lines: it is in every page's entry, the screens are not.
 */
export const mfaFlow: FlowPlugin = {
  initial: { mfa: {} },
  reduce(state, action) {
    if (action.type === 'mfaShown') return goTo(state, action.screen, { mfa: action.mfa ?? state.formState.mfa });
  },
  // A reload keeps only the intermediate token: MFA goes on (MfaScreen reads the rest from the server).
  resume: (client) =>
    client.getState().session_token || !client.getState().intermediate_session_token
      ? undefined
      : { type: 'mfaShown', screen: 'mfaCode', mfa: { pending: client.getPendingMfa() } },
};
