import type { ComponentType } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import type { MfaScreenId } from './flow.ts';
import { MfaCodeScreen } from './MfaCodeScreen.tsx';
import { MfaConfirmationScreen } from './MfaConfirmationScreen.tsx';
import { MfaEnrolmentScreen } from './MfaEnrolmentScreen.tsx';
import { MfaMethodsScreen } from './MfaMethodsScreen.tsx';
import { MfaRecoveryCodeScreen } from './MfaRecoveryCodeScreen.tsx';
import { ResumePendingMfa } from './ResumePendingMfa.tsx';

const SCREENS: Record<MfaScreenId, ComponentType> = {
  mfaCode: MfaCodeScreen,
  mfaRecoveryCode: MfaRecoveryCodeScreen,
  mfaMethods: MfaMethodsScreen,
  mfaEnrolment: MfaEnrolmentScreen,
  mfaConfirmation: MfaConfirmationScreen,
};

/**
 * Every MFA screen behind one export, so the registry names one component for all five (each name
 * in the page's entry costs bytes); the outlet still keys it by screen, so each is a fresh screen.
 */
export function MfaScreen() {
  const { screen, formState } = useFlow().state;
  const { pending, method } = formState.mfa;
  // Reloaded mid-MFA: what the first factor answered is read again before any screen shows.
  if (!pending && screen !== 'mfaConfirmation') return <ResumePendingMfa />;
  const required = pending?.mfa_required;
  let shown = screen as MfaScreenId;
  // MFA starts at the code screen; a user without an authenticator app (as the answer says) starts
  // at enrolment when they have no second factor at all, else at the ways they have.
  if (shown === 'mfaCode' && !method && required && !required.secondary_factors.includes('totp')) {
    shown = required.totp_enrolment_required ? 'mfaEnrolment' : 'mfaMethods';
  }
  const Current = SCREENS[shown];
  return <Current />;
}
