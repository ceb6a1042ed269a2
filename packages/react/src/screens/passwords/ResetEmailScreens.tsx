import { useState } from 'react';
import { magicLinkRequestOptions } from '../../config/defaults.ts';
import { useFlow } from '../../core/FlowContext.tsx';
import { useLogEvent } from '../../core/useLogEvent.ts';
import { useReportError } from '../../core/useReportError.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { ResetEmailSentScreen } from './ResetEmailSentScreen.tsx';

/** Password forgot (docs/behaviour.md#screens): the reset link was sent; 'Login without a password' with email links on. */
export function PasswordForgotScreen() {
  const { config } = useWidget();
  return (
    <ResetEmailSentScreen header="passwords.forgot.header" text="passwords.forgot.text">
      {config.products.includes('emailMagicLinks') ? <LoginWithoutPasswordButton /> : null}
    </ResetEmailSentScreen>
  );
}

/** Password breached (docs/behaviour.md#screens): another site had a security issue; a reset email was sent. */
export function PasswordBreachedScreen() {
  return <ResetEmailSentScreen header="passwords.breached.header" text="passwords.breached.text" />;
}

/** Password set-new (docs/behaviour.md#screens): a passwordless account was sent a link to create its password. */
export function PasswordSetNewScreen() {
  return <ResetEmailSentScreen header="passwords.setNew.header" text="passwords.setNew.text" />;
}

/** Password dedupe (docs/behaviour.md#screens): the account was verified another way, so the password is set by email. */
export function PasswordDedupeScreen() {
  return <ResetEmailSentScreen header="passwords.dedupe.header" text="passwords.dedupe.text" />;
}

/** Sends an email login link to the stored address and goes to Email Confirmation. */
function LoginWithoutPasswordButton() {
  const t = useStrings();
  const { client, config } = useWidget();
  const { state, dispatch } = useFlow();
  const logEvent = useLogEvent();
  const [sending, setSending] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const reportError = useReportError(setErrorMessage);
  const { email } = state.formState.passwords;

  const loginWithoutPassword = async () => {
    setSending(true);
    setErrorMessage(null);
    try {
      await client.magicLinks.email.loginOrCreate(email, magicLinkRequestOptions(config));
      logEvent('email_sent', { email, type: 'emailMagicLinks' });
      dispatch({ type: 'magicLinkSent', email });
    } catch (error) {
      reportError(error);
      setSending(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={loginWithoutPassword} disabled={sending} aria-busy={sending || undefined}>
        {t('passwords.loginWithoutPassword')}
      </Button>
      <FieldError message={errorMessage} />
    </>
  );
}
