/**
 * Authenticator app enrolment: loaded lazily, only by the MFA settings widget and by the login
 * widget when a sign-in must set up its second factor.
 */

// The chunk's English strings, added to the page's as it loads (flow/registry.ts's withStrings).
export { mfaEnrolmentStrings as strings } from '../../../strings/mfaEnrolment.ts';
export { CodeForm } from './CodeForm.tsx';
export { RecoveryCodes } from './RecoveryCodes.tsx';
export { groupSecret, SecretKey } from './SecretKey.tsx';
export { StepScreen } from './StepScreen.tsx';
export { MFA_SETTINGS_EVENTS } from './settings/events.ts';
export { MfaSettings } from './settings/MfaSettings.tsx';
export { MfaSettingsScreen } from './settings/MfaSettingsScreen.tsx';
export { MFA_STYLES } from './styles.ts';
export { TotpEnrolment, type TotpEnrolmentProps } from './TotpEnrolment.tsx';
