/**
 * Authenticator app enrolment with its strings (a chunk of its own). The registry loads it, being
 * the one file outside `screens/` that may name a product's folder (productPlugins.test.tsx).
 */
export { loadMfaEnrolment } from './registry.ts';
