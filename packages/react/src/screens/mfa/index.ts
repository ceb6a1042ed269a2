/** MFA after a sign-in: loaded lazily, only when a sign-in answers that a second factor is still needed. */

// The chunk's English strings, added to the page's as it loads (flow/registry.ts).
export { mfaStrings as strings } from '../../strings/mfa.ts';
export { MfaScreen } from './MfaScreen.tsx';
