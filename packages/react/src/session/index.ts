/**
 * @foyer/react/session: the signed-in state for React apps (Stytch's `useStytchUser()`, Clerk's
 * `<SignedIn>`). A subpath of its own, so a page that only mounts a widget downloads none of it.
 *
 * @example
 * import { FoyerProvider, SignedIn, SignedOut, useFoyerUser } from '@foyer/react/session';
 */
export { FoyerProvider, type FoyerProviderProps, useFoyerClient } from './FoyerProvider.tsx';
export { SignedIn, SignedOut } from './SignedIn.tsx';
export { type FoyerSessionState, type FoyerUserState, useFoyerSession, useFoyerUser } from './useFoyerUser.ts';
