import { useStrings } from '../../core/useStrings.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { usePasswordlessEntry } from './usePasswordlessEntry.ts';

/**
 * The passwordless variant's way in (docs/behaviour.md#flow): what was emailed on entry and the button to go on
 * with it ('Email me a login link' → Email Confirmation, 'Email me a login code' → OTP
 * Authenticate). A reset email leaves for set-new on its own, so only the wait is drawn for it.
 */
export function PasswordlessOptions() {
  const t = useStrings();
  const { channel, email, entry, proceed, errorMessage } = usePasswordlessEntry();
  if (channel === 'resetEmail') {
    if (entry.status === 'sending') return <StatusMessage text={t('passwords.working')} />;
    return <FieldError message={errorMessage} />;
  }
  const isCode = channel === 'code';
  return (
    <>
      {entry.status === 'sending' ? (
        <StatusMessage text={t(isCode ? 'passwords.passwordless.sendingCode' : 'passwords.passwordless.sendingLink')} />
      ) : null}
      {entry.status === 'sent' ? (
        <p className="foyer-text">
          {t(isCode ? 'passwords.passwordless.codeSent' : 'passwords.passwordless.linkSent', { email })}
        </p>
      ) : null}
      <FieldError message={errorMessage} />
      <Button variant="secondary" onClick={proceed} disabled={entry.status === 'sending'}>
        {t(isCode ? 'passwords.passwordless.emailCode' : 'passwords.passwordless.emailLink')}
      </Button>
      <p className="foyer-text">{t('passwords.passwordless.createInstead')}</p>
    </>
  );
}
