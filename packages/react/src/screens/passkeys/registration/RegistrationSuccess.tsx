import { useState } from 'react';
import { useStrings } from '../../../core/useStrings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { PasskeyList, type PasskeyListProps } from './PasskeyList.tsx';
import type { usePasskeyList } from './usePasskeyList.ts';

/**
 * Registration success (docs/behaviour.md#screens): 'Passkey successfully created!', the existing passkeys, 'Set up
 * another Passkey' and 'Done'. While a row is edited or deleted, both buttons are disabled.
 *
 * Skip comes here too (docs/behaviour.md#flow), so the header claims a passkey after Skip even when the list below
 * says 'No passkeys yet.'. The spec gives this screen one header and no wording for the Skip case,
 * and its strings are requirements, so the header stays; a host can override
 * `passkeyRegistration.successHeader`.
 */
export function RegistrationSuccess({
  list,
  onAnother,
  onDone,
}: {
  list: ReturnType<typeof usePasskeyList>;
  /** 'Set up another Passkey'; absent when the user may not add one (see `mayAddPasskey`). */
  onAnother?: (() => void) | undefined;
  onDone: () => void;
}) {
  const t = useStrings();
  const [active, setActive] = useState<PasskeyListProps['active']>(null);
  const busy = active !== null;
  return (
    <Screen title={t('passkeyRegistration.successHeader')}>
      <PasskeyList list={list} active={active} onActiveChange={setActive} />
      {onAnother ? (
        <Button variant="secondary" onClick={onAnother} disabled={busy}>
          {t('passkeyRegistration.another')}
        </Button>
      ) : null}
      <Button onClick={onDone} disabled={busy}>
        {t('passkeyRegistration.done')}
      </Button>
    </Screen>
  );
}
