/**
 * The standalone bundle's entry, for pages without React or a bundler: the Foyer client and Preact
 * (standing in for React, docs/architecture.md#the-standalone-bundle) are bundled in, so one import
 * gives a host page everything it needs. The same functions are
 * also set on `window.Foyer` for classic scripts.
 *
 * @example
 * import { createClient, mountLogin } from '/standalone/foyer.js';
 * mountLogin({ elementId: '#login', client: createClient(publicToken), config: {} });
 */
import { createClient } from '@foyer/sdk';
import { mountLogin, mountMfaSettings, mountPasskeyRegistration, mountResetPassword } from './index.ts';
import { defaultStrings } from './strings/defaultStrings.ts';

export type * from './index.ts';
export { createClient, defaultStrings, mountLogin, mountMfaSettings, mountPasskeyRegistration, mountResetPassword };

/** What `window.Foyer` holds once the standalone bundle has loaded. */
export const Foyer = {
  createClient,
  mountLogin,
  mountResetPassword,
  mountPasskeyRegistration,
  mountMfaSettings,
  defaultStrings,
};

// Not a `declare global`: host pages declare `window.Foyer` in their own terms.
if (typeof window !== 'undefined') Reflect.set(window, 'Foyer', Foyer);
