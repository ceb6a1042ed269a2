import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../data/useCurrentUser.ts';
import { useStrings } from '../strings/index.ts';
import { ErrorMessage, StatusMessage } from '../ui/StatusMessage.tsx';
import type { FoyerPasskeyRegistrationProps } from './types.ts';
import { WidgetShell } from './WidgetShell.tsx';

const PasskeyRegistrationSlot = lazy(() =>
  import('../screens/passkeys/index.ts').then((m) => ({ default: m.PasskeyRegistrationSlot })),
);

/**
 * The passkey registration widget, for a signed-in user (spec §6: checked by fetching the user).
 *
 * @example
 * <FoyerPasskeyRegistration client={client} />
 */
export function FoyerPasskeyRegistration(props: FoyerPasskeyRegistrationProps) {
  return (
    <WidgetShell {...props}>
      <PasskeyRegistrationContent />
    </WidgetShell>
  );
}

function PasskeyRegistrationContent() {
  const t = useStrings();
  const { data: user, error, isLoading } = useCurrentUser();
  if (isLoading) return <StatusMessage text={t('passkeyRegistration.loading')} />;
  if (error || !user) return <ErrorMessage text={t('passkeyRegistration.noUser')} />;
  return (
    <Suspense fallback={<StatusMessage text={t('common.loading')} />}>
      <PasskeyRegistrationSlot />
    </Suspense>
  );
}
