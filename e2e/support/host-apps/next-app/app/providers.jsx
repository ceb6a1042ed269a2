'use client';
// The signed-in state for client components (useFoyerUser, <SignedIn>…): the provider renders on
// the server too, where the hooks answer isInitialized: false.
import { FoyerProvider } from '@foyer/react/session';
import { client } from './foyer-client.js';

export function Providers({ children }) {
  return <FoyerProvider client={client}>{children}</FoyerProvider>;
}
