import { useEffect } from 'react';
import { describeError } from '../../../../core/describeError.ts';
import { useCurrentUser } from '../../../../core/useCurrentUser.ts';
import { useStrings } from '../../../../core/useStrings.ts';
import { ErrorMessage, StatusMessage } from '../../../../ui/StatusMessage.tsx';
import { MfaSettings } from './MfaSettings.tsx';

/**
 * The MFA settings widget's content, in its lazy chunk (the widget itself is a shell): fetches
 * the signed-in user (docs/behaviour.md#roles), then shows their settings, or says nobody is
 * signed in. A failed refetch once the user is known keeps the settings on screen and is logged.
 */
export function MfaSettingsScreen() {
  const t = useStrings();
  const { data: user, error, isLoading, mutate } = useCurrentUser();
  useEffect(() => {
    if (error && user) console.error('[foyer] Could not refresh the user:', error);
  }, [error, user]);
  if (isLoading) return <StatusMessage text={t('common.loading')} />;
  // A refusal (4xx) means nobody is signed in; a server (5xx) or network failure shows its own message.
  if (!user && error && !(Number((error as { status_code?: number }).status_code) < 500)) {
    return <ErrorMessage text={describeError(error, t).error_message} />;
  }
  if (!user) return <ErrorMessage text={t('mfaSettings.noUser')} />;
  return <MfaSettings user={user} mutate={mutate} />;
}
