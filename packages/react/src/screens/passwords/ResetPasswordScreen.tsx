import { type FormEvent, useState } from 'react';
import { useReportError } from '../../core/useReportError.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { ErrorMessage } from '../../ui/StatusMessage.tsx';
import { NewPasswordField } from './NewPasswordField.tsx';
import { PasswordConfirmationScreen } from './PasswordConfirmationScreen.tsx';
import { useStrengthCheck } from './useStrengthCheck.ts';

/**
 * The reset widget's form (docs/behaviour.md#reset-widget, docs/behaviour.md#flow) for a `reset_password` token: a new password checked
 * without an email (the page knows none), submitted with `passwords.resetByEmail`; success shows
 * Password confirmation. 'Login without a password' (with email links configured) authenticates
 * the same token as a magic link instead: the server stored it as both.
 */
export function ResetPasswordScreen({ token }: { token: string | null }) {
  const t = useStrings();
  const { client, config } = useWidget();
  const strength = useStrengthCheck();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const reportError = useReportError(setErrorMessage);
  const session = { session_duration_minutes: config.sessionOptions.sessionDurationMinutes };

  if (done) return <PasswordConfirmationScreen />;
  if (!token) {
    return (
      <Screen title={t('passwords.reset.header')}>
        <ErrorMessage text={t('resetPassword.missingToken')} />
      </Screen>
    );
  }

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setErrorMessage(null);
    try {
      await call();
      setDone(true);
    } catch (error) {
      reportError(error);
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!strength.valid || busy) return;
    void run(() => client.passwords.resetByEmail({ token, password: strength.password, ...session }));
  };

  return (
    <Screen title={t('passwords.reset.header')}>
      <form className="foyer-form" noValidate onSubmit={submit}>
        <NewPasswordField label={t('passwords.newPasswordLabel')} strength={strength} />
        <FieldError message={errorMessage} />
        <Button type="submit" disabled={!strength.valid || busy} aria-busy={busy || undefined}>
          {busy ? t('passwords.working') : t('passwords.continue')}
        </Button>
        {config.products.includes('emailMagicLinks') ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => run(() => client.magicLinks.authenticate(token, session))}
          >
            {t('passwords.loginWithoutPassword')}
          </Button>
        ) : null}
      </form>
    </Screen>
  );
}
