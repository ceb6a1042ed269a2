import { useState } from 'react';
import { useStrings } from '../../../core/useStrings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { PasskeyList, type PasskeyListProps } from './PasskeyList.tsx';
import type { usePasskeyList } from './usePasskeyList.ts';

/**
 * Registration success (spec §2): 'Passkey successfully created!', the existing passkeys, 'Set up
 * another Passkey' and 'Done'. While a row is edited or deleted, both buttons are disabled.
 */
export function RegistrationSuccess({
  list,
  onAnother,
  onDone,
}: {
  list: ReturnType<typeof usePasskeyList>;
  onAnother: () => void;
  onDone: () => void;
}) {
  const t = useStrings();
  const [active, setActive] = useState<PasskeyListProps['active']>(null);
  const busy = active !== null;
  return (
    <Screen title={t('passkeyRegistration.successHeader')}>
      <PasskeyList list={list} active={active} onActiveChange={setActive} />
      <Button variant="secondary" onClick={onAnother} disabled={busy}>
        {t('passkeyRegistration.another')}
      </Button>
      <Button onClick={onDone} disabled={busy}>
        {t('passkeyRegistration.done')}
      </Button>
    </Screen>
  );
}
