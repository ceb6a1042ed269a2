import type { BootstrapData, FoyerClient } from '@foyer/sdk';
import { fetchOptions } from './fetchOptions.ts';
import { useCachedFetch } from './useCachedFetch.ts';
import { useWidget } from './WidgetContext.tsx';

/** The project's bootstrap settings; undefined while loading or when the fetch failed. */
export function useBootstrap(): BootstrapData | undefined {
  return useProjectBootstrap(useWidget().client);
}

/** The same for a given client, for the shell that provides the widget's context. */
export function useProjectBootstrap(client: FoyerClient): BootstrapData | undefined {
  const { data } = useCachedFetch(`foyer:bootstrap:${client.publicToken}`, () => client.getBootstrap(), fetchOptions());
  return data;
}
