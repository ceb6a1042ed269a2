import { lazy, Suspense, useMemo } from 'react';
import { useStrings } from '../core/useStrings.ts';
import { loadPasswords } from '../flow/registry.ts';
import { Screen } from '../ui/Screen.tsx';
import { ErrorMessage, StatusMessage } from '../ui/StatusMessage.tsx';
import { readResetToken } from './resetToken.ts';
import type { FoyerResetPasswordProps } from './types.ts';
import { useLoginLinkFromUrl } from './useLoginLinkFromUrl.ts';
import { WidgetShell } from './WidgetShell.tsx';

const PasswordConfirmationScreen = lazy(() => loadPasswords().then((m) => ({ default: m.PasswordConfirmationScreen })));
const ResetPasswordScreen = lazy(() => loadPasswords().then((m) => ({ default: m.ResetPasswordScreen })));

/**
 * The reset-password widget for the page a reset or login email links to. It reads
 * `stytch_token_type` and `token` from the page address: a `login` token signs the user in; any
 * other shows the reset form (screens/passwords/ResetPasswordScreen.tsx).
 *
 * @example
 * <FoyerResetPassword client={client} config={{ products: ['passwords'] }} />
 */
export function FoyerResetPassword(props: FoyerResetPasswordProps) {
  return (
    <WidgetShell {...props}>
      <ResetPasswordContent />
    </WidgetShell>
  );
}

function ResetPasswordContent() {
  const t = useStrings();
  const resetToken = useMemo(() => readResetToken(globalThis.location?.search ?? ''), []);
  const state = useLoginLinkFromUrl(resetToken);
  return (
    <Suspense fallback={<StatusMessage text={t('common.loading')} />}>
      {state.status === 'notALoginLink' ? <ResetPasswordScreen token={resetToken.token} /> : null}
      {state.status === 'authenticating' ? <StatusMessage text={t('resetPassword.authenticating')} /> : null}
      {state.status === 'success' ? <PasswordConfirmationScreen /> : null}
      {state.status === 'error' ? (
        <Screen>
          <ErrorMessage text={state.message} />
        </Screen>
      ) : null}
    </Suspense>
  );
}
