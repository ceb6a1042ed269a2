import { type FormEvent, useState } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useReportError } from '../../core/useReportError.ts';
import { useStrings } from '../../core/useStrings.ts';
import type { StringKey } from '../../strings/en.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { PasswordState } from './flow.ts';
import { NewPasswordField } from './NewPasswordField.tsx';
import { PasswordlessOptions } from './PasswordlessOptions.tsx';
import { usePasswordSubmit } from './usePasswordSubmit.ts';
import { useSendResetEmail } from './useResetEmail.ts';
import { useStrengthCheck } from './useStrengthCheck.ts';

const HEADERS: Record<PasswordState['type'], StringKey> = {
  new: 'passwords.new.header',
  password: 'passwords.login.header',
  passwordless: 'passwords.passwordless.header',
};

/**
 * Password create-or-login (docs/behaviour.md#screens) in its three variants, chosen by the user search: a new
 * account creates a password, an existing password user logs in (or has forgotten it), a
 * passwordless account is emailed a way in and may create a password instead. The email is
 * read-only; the back arrow returns to Main to change it.
 */
export function PasswordCreateOrLoginScreen() {
  const t = useStrings();
  const { state, dispatch } = useFlow();
  const { email, type } = state.formState.passwords;
  return (
    <Screen title={t(HEADERS[type])} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      {type === 'new' ? <p className="foyer-text">{t('passwords.new.text')}</p> : null}
      {type === 'passwordless' ? <PasswordlessOptions /> : null}
      {type === 'password' ? <LoginForm email={email} /> : <CreateForm email={email} />}
    </Screen>
  );
}

/** The address, read-only; also the username a password manager saves with the password. */
function EmailReadOnly({ email }: { email: string }) {
  const t = useStrings();
  return (
    <TextField
      label={t('passwords.emailLabel')}
      type="email"
      name="email"
      autoComplete="username"
      value={email}
      readOnly
    />
  );
}

/** New account and passwordless: a new password, its strength, submit once valid_password is true. */
function CreateForm({ email }: { email: string }) {
  const t = useStrings();
  const strength = useStrengthCheck(email);
  const { submit, submitting, errorMessage } = usePasswordSubmit('create');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (strength.valid && !submitting) void submit(strength.password);
  };
  return (
    <form className="foyer-form" noValidate onSubmit={onSubmit}>
      <EmailReadOnly email={email} />
      <NewPasswordField label={t('passwords.passwordLabel')} strength={strength} />
      <FieldError message={errorMessage} />
      <Button type="submit" disabled={!strength.valid || submitting} aria-busy={submitting || undefined}>
        {submitting ? t('passwords.working') : t('passwords.continue')}
      </Button>
    </form>
  );
}

/** Existing password user: the password, submit, and 'Forgot Password?'. */
function LoginForm({ email }: { email: string }) {
  const t = useStrings();
  const { dispatch } = useFlow();
  const [password, setPassword] = useState('');
  const { submit, submitting, errorMessage, clearError } = usePasswordSubmit('authenticate');
  const sendResetEmail = useSendResetEmail();
  const [forgotSending, setForgotSending] = useState(false);
  const [forgotError, setForgotError] = useState<string | null>(null);
  const reportForgotError = useReportError(setForgotError);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || submitting) return;
    setForgotError(null);
    void submit(password);
  };
  // 'Forgot Password?' (docs/behaviour.md#flow): sends a reset email, then the forgot screen.
  const forgot = async () => {
    setForgotSending(true);
    // One message at a time: the newest failure replaces the one on screen.
    clearError();
    setForgotError(null);
    try {
      await sendResetEmail(email);
      dispatch({ type: 'navigate', screen: 'passwordForgot' });
    } catch (error) {
      reportForgotError(error);
      setForgotSending(false);
    }
  };
  const message = errorMessage ?? forgotError;
  return (
    <form className="foyer-form" noValidate onSubmit={onSubmit}>
      <EmailReadOnly email={email} />
      <PasswordField
        label={t('passwords.passwordLabel')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={message}
      />
      <Button type="submit" disabled={!password || submitting} aria-busy={submitting || undefined}>
        {submitting ? t('passwords.working') : t('passwords.continue')}
      </Button>
      <Button variant="text" onClick={forgot} disabled={forgotSending} aria-busy={forgotSending || undefined}>
        {t('passwords.forgot')}
      </Button>
    </form>
  );
}
