import { useRef } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { usePasskeyAutofill } from '../../core/PasskeyAutofillContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useEmailField } from '../../validation/email.ts';
import { useOtpForm } from './useOtpForm.ts';

/**
 * Main's email field for a passcode by email (docs/behaviour.md#validation: 'Invalid email, please try again.'). With
 * passkeys configured and passkey autofill in the browser, the field offers passkeys too (docs/behaviour.md#screens).
 */
export function EmailOtpForm() {
  const t = useStrings();
  const sent = useFlow().state.formState.otp;
  const { sending, send } = useOtpForm('email');
  const inputRef = useRef<HTMLInputElement>(null);
  const autoComplete = usePasskeyAutofill(inputRef, 'email');
  const { email, setEmail, fieldError, submit } = useEmailField({
    initial: sent.type === 'email' ? sent.otpDestination : '',
    invalidMessage: t('otp.invalidEmail'),
    onValid: (address) => send(address, address),
  });

  return (
    <form className="foyer-form" noValidate onSubmit={submit}>
      <TextField
        label={t('otp.emailLabel')}
        type="email"
        name="email"
        ref={inputRef}
        autoComplete={autoComplete}
        placeholder={t('otp.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('otp.sending') : t('otp.emailSubmit')}
      </Button>
    </form>
  );
}
