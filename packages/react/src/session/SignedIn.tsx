import type { ReactNode } from 'react';
import { useFoyerSession } from './useFoyerUser.ts';

/**
 * Shows its children only while a user is signed in (nothing during server rendering).
 * @example
 * <SignedIn><AccountMenu /></SignedIn>
 */
export function SignedIn({ children }: { children?: ReactNode }) {
  const { session, isInitialized } = useFoyerSession();
  return isInitialized && session ? children : null;
}

/**
 * Shows its children only while nobody is signed in (nothing during server rendering).
 * @example
 * <SignedOut><FoyerLogin client={client} config={config} /></SignedOut>
 */
export function SignedOut({ children }: { children?: ReactNode }) {
  const { session, isInitialized } = useFoyerSession();
  return isInitialized && !session ? children : null;
}
