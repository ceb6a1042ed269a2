import { lazy, Suspense, useEffect } from 'react';
import { describeError } from '../core/describeError.ts';
import { useCurrentUser } from '../core/useCurrentUser.ts';
import { useStrings } from '../core/useStrings.ts';
import { loadPasskeys } from '../flow/registry.ts';
import { ErrorMessage, StatusMessage } from '../ui/StatusMessage.tsx';
import type { FoyerPasskeyRegistrationProps } from './types.ts';
import { WidgetShell } from './WidgetShell.tsx';

const PasskeyRegistration = lazy(() => loadPasskeys().then((m) => ({ default: m.PasskeyRegistration })));

/**
 * The passkey registration widget, for a signed-in user (docs/behaviour.md#roles: checked by fetching the user).
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
  const { data: user, error, isLoading, mutate } = useCurrentUser();
  // Once the user is known, a failed refetch keeps the list on screen: list errors are only
  // logged (docs/behaviour.md#errors).
  useEffect(() => {
    if (error && user) console.error('[foyer] Could not refresh the passkey list:', error);
  }, [error, user]);
  if (isLoading) return <StatusMessage text={t('passkeyRegistration.loading')} />;
  // A refusal (4xx: no session, or a dead one) means nobody is signed in; a server (5xx) or network
  // failure (no status) shows its own message instead.
  if (!user && error && !(Number((error as { status_code?: number }).status_code) < 500)) {
    return <ErrorMessage text={describeError(error, t).error_message} />;
  }
  if (!user) return <ErrorMessage text={t('passkeyRegistration.noUser')} />;
  return (
    <Suspense fallback={<StatusMessage text={t('common.loading')} />}>
      <PasskeyRegistration user={user} mutate={mutate} />
    </Suspense>
  );
}
