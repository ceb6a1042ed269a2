import type { UserData } from '@foyer/protocol';
import { useCallback } from 'react';
import { describeError } from '../../../core/describeError.ts';
import type { Mutate } from '../../../core/useCachedFetch.ts';
import { useStrings } from '../../../core/useStrings.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';

type Registrations = UserData['webauthn_registrations'];

/**
 * The signed-in user's passkeys, with rename and delete applied at once (optimistically, docs/behaviour.md#flow)
 * and rolled back when the server refuses. List errors are only logged (docs/behaviour.md#errors): the console
 * and the host's `onError` hear them, the screen shows the list as it was. Takes the widget's user query (useCurrentUser) from its
 * caller rather than importing it, so this chunk does not split that hook out of the entry.
 */
export function usePasskeyList({ user, mutate }: { user: UserData; mutate: Mutate<UserData> }) {
  const { client, callbacks } = useWidget();
  const t = useStrings();
  const registrations: Registrations = user.webauthn_registrations;

  const change = useCallback(
    async (apply: (list: Registrations) => Registrations, call: () => Promise<unknown>) => {
      const next: UserData = { ...user, webauthn_registrations: apply(user.webauthn_registrations) };
      try {
        await mutate(
          async () => {
            await call();
            return next;
          },
          { optimisticData: next },
        );
      } catch (error) {
        const info = describeError(error, t);
        console.error(`[foyer] ${info.error_type}: ${info.error_message}`);
        callbacks.onError?.(info);
      }
    },
    [user, mutate, t, callbacks],
  );

  const rename = useCallback(
    (id: string, name: string) =>
      change(
        (list) => list.map((r) => (r.webauthn_registration_id === id ? { ...r, name } : r)),
        () => client.webauthn.update({ webauthn_registration_id: id, name }),
      ),
    [change, client],
  );

  const remove = useCallback(
    (id: string) =>
      change(
        (list) => list.filter((r) => r.webauthn_registration_id !== id),
        () => client.user.deleteWebauthnRegistration(id),
      ),
    [change, client],
  );

  /** Puts the user a registration answered (its list includes the new passkey) into the cache. */
  const replaceUser = useCallback((next: UserData) => mutate(next), [mutate]);

  return { registrations, rename, remove, replaceUser };
}
