/**
 * The MFA challenge's English messages (messages/mfa/en.json, compiled at build time), added to
 * the page's as its chunk loads (`flow/registry.ts`); a host's override of any key wins, even before then.
 */
export { default as mfaStrings } from './messages/mfa/en.json?compiled';
