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
 * The passkey registration widget's screens for a signed-in user (spec §2, §4): registration
 * start, then registration success (reached by creating a passkey or by Skip). 'Done' sends
 * `{ type: 'PASSKEY_DONE' }` to the host's `onEvent`.
 */
export function PasskeyRegistration(query: { user: UserData; mutate: Mutate<UserData> }) {
  const t = useStrings();
  const { callbacks } = useWidget();
  const list = usePasskeyList(query);
  const [screen, setScreen] = useState<'start' | 'success'>('start');
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
        />
      ) : (
        <RegistrationSuccess
          list={list}
          onAnother={() => setScreen('start')}
          onDone={() => callbacks.onEvent?.({ type: PASSKEY_DONE_EVENT, data: {} })}
        />
      )}
    </section>
  );
}
