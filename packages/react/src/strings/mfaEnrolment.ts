/**
 * The MFA enrolment and settings messages (messages/mfaEnrolment/en.json, compiled at build time),
 * added to the page's as their chunk loads; a host's override of any key wins, even before then.
 */
export { default as mfaEnrolmentStrings } from './messages/mfaEnrolment/en.json?compiled';
