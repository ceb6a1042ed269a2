import { addDefaultStrings } from '../strings/index.ts';

/**
 * Authenticator app enrolment, a chunk of its own with its strings: the MFA settings widget loads
 * it, and the login widget when a sign-in must set up its second factor. A page that shows neither
 * never downloads it.
 */
export const loadMfaEnrolment = () =>
  import('../screens/mfa/enrolment/index.ts').then(async (module) => {
    await addDefaultStrings(module.strings);
    return module;
  });
