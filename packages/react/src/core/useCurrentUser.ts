import type { UserData } from '@foyer/protocol';
import { fetchOptions } from './fetchOptions.ts';
import { type CachedFetch, useCachedFetch } from './useCachedFetch.ts';
import { useWidget } from './WidgetContext.tsx';

/** The signed-in user, fetched from the server (docs/behaviour.md#roles: passkey screens check it this way). */
export function useCurrentUser(): CachedFetch<UserData> {
  const { client } = useWidget();
  return useCachedFetch(`foyer:user:${client.publicToken}`, () => client.user.get(), fetchOptions());
}
