import type { UserData } from '@foyer/protocol';
import { useStrings } from '../../../core/useStrings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { useCreatePasskey } from './useCreatePasskey.ts';

/** Registration start (spec §2): 'Set up a new Passkey', 'Create a Passkey' and 'Skip'. */
export function RegistrationStart({ onCreated, onSkip }: { onCreated: (user: UserData) => void; onSkip: () => void }) {
  const t = useStrings();
  const { create, creating, error } = useCreatePasskey(onCreated);
  return (
    <Screen title={t('passkeyRegistration.startHeader')}>
      {error ? (
        <p className="foyer-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button onClick={create} disabled={creating} aria-busy={creating || undefined}>
        {creating ? t('passkeyRegistration.creating') : t('passkeyRegistration.create')}
      </Button>
      <Button variant="secondary" onClick={onSkip} disabled={creating}>
        {t('passkeyRegistration.skip')}
      </Button>
    </Screen>
  );
}
