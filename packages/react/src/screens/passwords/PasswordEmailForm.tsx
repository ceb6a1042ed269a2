import { useCallback, useRef, useState } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { usePasskeyAutofill } from '../../core/PasskeyAutofillContext.tsx';
import { useReportError } from '../../core/useReportError.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useEmailField } from '../../validation/email.ts';

/**
 * Main's email-password tab (docs/behaviour.md#main-screen, docs/behaviour.md#login-flow "Password path"): checks the address ('Invalid email
 * address'), looks its user up, stores the email and the user type, and goes to create-or-login.
 */
export function PasswordEmailForm() {
  const t = useStrings();
  const { client } = useWidget();
  const { state, dispatch } = useFlow();
  const [searching, setSearching] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const autoComplete = usePasskeyAutofill(inputRef, 'email');
  const showInForm = useCallback((message: string) => dispatch({ type: 'setErrorMessage', message }), [dispatch]);
  const reportError = useReportError(showInForm);
  // Back from a password screen, the address typed before is still there.
  const { email, setEmail, fieldError, submit } = useEmailField({
    initial: state.formState.passwords.email,
    invalidMessage: t('passwords.invalidEmail'),
    onValid: async (address) => {
      setSearching(true);
      try {
        const { userType } = await client.user.search(address);
        dispatch({ type: 'passwordUserFound', passwordState: { email: address, type: userType } });
      } catch (error) {
        reportError(error);
        setSearching(false);
      }
    },
  });

  return (
    <form className="foyer-form" noValidate onSubmit={submit}>
      <TextField
        label={t('passwords.emailLabel')}
        type="email"
        name="email"
        ref={inputRef}
        autoComplete={autoComplete}
        placeholder={t('passwords.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" disabled={searching} aria-busy={searching || undefined}>
        {searching ? t('passwords.working') : t('passwords.continue')}
      </Button>
    </form>
  );
}
