import type { BootstrapData } from '@foyer/sdk';
import { fetchOptions } from './fetchOptions.ts';
import { useCachedFetch } from './useCachedFetch.ts';
import { useWidget } from './WidgetContext.tsx';

/** The project's bootstrap settings; undefined while loading or when the fetch failed. */
export function useBootstrap(): BootstrapData | undefined {
  const { client } = useWidget();
  const { data } = useCachedFetch(`foyer:bootstrap:${client.publicToken}`, () => client.getBootstrap(), fetchOptions());
  return data;
}
