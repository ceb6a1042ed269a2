import type { UserData } from '@foyer/protocol';
import { useStrings } from '../../../core/useStrings.ts';
import { Button } from '../../../ui/Button.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { useCreatePasskey } from './useCreatePasskey.ts';

/**
 * Registration start (docs/behaviour.md#screens): 'Set up a new Passkey', 'Create a Passkey' and 'Skip'. For a user
 * who may not add one yet (`allowed` false: no verified email or phone), it says so in place of
 * 'Create a Passkey' rather than offering what the server refuses.
 */
export function RegistrationStart({
  onCreated,
  onSkip,
  allowed,
}: {
  onCreated: (user: UserData) => void;
  onSkip: () => void;
  allowed: boolean;
}) {
  const t = useStrings();
  const { create, creating, error } = useCreatePasskey(onCreated);
  return (
    <Screen title={t('passkeyRegistration.startHeader')}>
      {allowed ? null : <p className="foyer-text">{t('passkeyRegistration.unverifiedAccount')}</p>}
      {error ? (
        <p className="foyer-error" role="alert">
          {error}
        </p>
      ) : null}
      {allowed ? (
        <Button onClick={create} disabled={creating} aria-busy={creating || undefined}>
          {creating ? t('passkeyRegistration.creating') : t('passkeyRegistration.create')}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={onSkip} disabled={creating}>
        {t('passkeyRegistration.skip')}
      </Button>
    </Screen>
  );
}
