import type { BootstrapData } from '@foyer/sdk';
import useSWR from 'swr';
import { swrOptions } from './swrOptions.ts';
import { useWidget } from './WidgetContext.tsx';

/** The project's bootstrap settings; undefined while loading or when the fetch failed. */
export function useBootstrap(): BootstrapData | undefined {
  const { client } = useWidget();
  const { data } = useSWR(['foyer:bootstrap', client.publicToken], () => client.getBootstrap(), swrOptions());
  return data;
}
