import useSWR from 'swr';
import { swrOptions } from './swrOptions.ts';
import { useWidget } from './WidgetContext.tsx';

/** The signed-in user, fetched from the server (spec §6: passkey screens check it this way). */
export function useCurrentUser() {
  const { client } = useWidget();
  return useSWR(['foyer:user', client.publicToken], () => client.user.get(), swrOptions());
}
