import type { FoyerClient } from '@foyer/sdk';
import { createContext, type ReactNode, useContext } from 'react';

const ClientContext = createContext<FoyerClient | null>(null);

/** Props of {@link FoyerProvider}. */
export interface FoyerProviderProps {
  /** The page's one client, from `createClient(publicToken, { baseUrl })`. */
  client: FoyerClient;
  children?: ReactNode;
}

/**
 * Hands the Foyer client to the hooks and `<SignedIn>` / `<SignedOut>` below it. Put it once near
 * the root of the app; the client may be created at module scope (nothing touches `window` until
 * the page runs in a browser, so server rendering is safe).
 * @example
 * const client = createClient('public-token-test-…', { baseUrl: 'http://localhost:3000' });
 * createRoot(root).render(<FoyerProvider client={client}><App /></FoyerProvider>);
 */
export function FoyerProvider({ client, children }: FoyerProviderProps) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/**
 * The client given to the nearest `<FoyerProvider>`, for calls the hooks do not cover
 * (`client.session.revoke()` to sign out, `client.authenticateByUrl()` on a landing page).
 * @throws Error when no `<FoyerProvider>` is above the component
 */
export function useFoyerClient(): FoyerClient {
  const client = useContext(ClientContext);
  if (!client) {
    throw new Error(
      'useFoyerClient, useFoyerUser, useFoyerSession, <SignedIn> and <SignedOut> need a <FoyerProvider client={client}> above them.',
    );
  }
  return client;
}
