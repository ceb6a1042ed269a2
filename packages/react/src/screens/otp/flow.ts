import type { OtpMethod } from '../../config/types.ts';
import { type FlowPlugin, goTo, type ProductFlow } from '../../core/flowState.ts';

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

export type OtpAction =
  | { type: 'otpSent'; otpState: Omit<OtpState, 'type'> & { type: OtpMethod } }
  | { type: 'otpResent'; methodId: string; expiresAt: number }
  | { type: 'otpVerified' };

declare module '../../core/flowState.ts' {
  interface FlowProducts {
    otp: ProductFlow<'otpAuthenticate' | 'otpConfirmation', OtpAction, OtpState>;
  }
}

/** Passcodes (docs/behaviour.md#login-flow): sent → enter the code → confirmation. */
export const otpFlow: FlowPlugin = {
  initial: { otp: { type: null, methodId: '', otpDestination: '', destinationLabel: '', expiresAt: 0 } },
  reduce(state, action) {
    switch (action.type) {
      case 'otpSent':
        return goTo(state, 'otpAuthenticate', { otp: action.otpState });
      case 'otpResent': {
        // Resend (docs/behaviour.md#login-flow): a new expiry, and the method id replaced.
        const otp = { ...state.formState.otp, methodId: action.methodId, expiresAt: action.expiresAt };
        return { ...state, formState: { ...state.formState, otp } };
      }
      case 'otpVerified':
        return goTo(state, 'otpConfirmation');
    }
  },
};
