/**
 * The standalone bundle's entry, for pages without React: React is bundled in, the `mount*`
 * functions are module exports, and they are also set on `window.Foyer` for classic scripts.
 */
import { defaultStrings, mountLogin, mountPasskeyRegistration, mountResetPassword } from './index.ts';

export type * from './index.ts';
export { defaultStrings, mountLogin, mountPasskeyRegistration, mountResetPassword };

/** What `window.Foyer` holds once the standalone bundle has loaded. */
export const Foyer = { mountLogin, mountResetPassword, mountPasskeyRegistration, defaultStrings };

// Not a `declare global`: host pages declare `window.Foyer` in their own terms.
if (typeof window !== 'undefined') (window as unknown as { Foyer: typeof Foyer }).Foyer = Foyer;
