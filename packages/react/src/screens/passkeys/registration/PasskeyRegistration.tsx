import type { UserData } from '@foyer/protocol';
import { useState } from 'react';
import type { Mutate } from '../../../core/useCachedFetch.ts';
import { useStrings } from '../../../core/useStrings.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { PASSKEY_DONE_EVENT } from '../constants.ts';
import { RegistrationStart } from './RegistrationStart.tsx';
import { RegistrationSuccess } from './RegistrationSuccess.tsx';
import { PASSKEY_STYLES } from './styles.ts';
import { usePasskeyList } from './usePasskeyList.ts';

/**
 * Whether the server's ownership policy lets this session add a passkey: not while the account's
 * emails and phone numbers are all unproven (403 unverified_account). An account with none (a
 * wallet's) is the server's to judge.
 */
export function mayAddPasskey(user: UserData): boolean {
  // An older server's user may lack either list.
  const identifiers = [...(user.emails ?? []), ...(user.phone_numbers ?? [])];
  return identifiers.length === 0 || identifiers.some((identifier) => identifier.verified);
}

/**
 * The passkey registration widget's screens for a signed-in user (docs/behaviour.md#screens, docs/behaviour.md#flow): registration
 * start, then registration success (reached by creating a passkey or by Skip). 'Done' sends
 * `{ type: 'PASSKEY_DONE' }` to the host's `onEvent`.
 */
export function PasskeyRegistration(query: { user: UserData; mutate: Mutate<UserData> }) {
  const t = useStrings();
  const { callbacks } = useWidget();
  const list = usePasskeyList(query);
  const [screen, setScreen] = useState<'start' | 'success'>('start');
  const allowed = mayAddPasskey(query.user);
  return (
    <section aria-label={t('passkeyRegistration.region')} data-state={screen}>
      <style>{PASSKEY_STYLES}</style>
      {screen === 'start' ? (
        <RegistrationStart
          onCreated={(user) => {
            list.replaceUser(user);
            setScreen('success');
          }}
          onSkip={() => setScreen('success')}
          allowed={allowed}
        />
      ) : (
        <RegistrationSuccess
          list={list}
          onAnother={allowed ? () => setScreen('start') : undefined}
          onDone={() => callbacks.onEvent?.({ type: PASSKEY_DONE_EVENT, data: {} })}
        />
      )}
    </section>
  );
}
