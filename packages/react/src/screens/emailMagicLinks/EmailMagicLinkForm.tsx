import { useRef } from 'react';
import { usePasskeyAutofill } from '../../core/PasskeyAutofillContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useEmailMagicLinkForm } from './useEmailMagicLinkForm.ts';

/** Main's email field and 'Continue with email' button. */
export function EmailMagicLinkForm() {
  const t = useStrings();
  const { email, setEmail, fieldError, sending, submit } = useEmailMagicLinkForm();
  const inputRef = useRef<HTMLInputElement>(null);
  const autoComplete = usePasskeyAutofill(inputRef, 'email');
  return (
    <form className="foyer-form" noValidate onSubmit={submit}>
      <TextField
        label={t('emailMagicLinks.emailLabel')}
        type="email"
        name="email"
        ref={inputRef}
        autoComplete={autoComplete}
        placeholder={t('emailMagicLinks.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('emailMagicLinks.sending') : t('emailMagicLinks.submit')}
      </Button>
    </form>
  );
}
