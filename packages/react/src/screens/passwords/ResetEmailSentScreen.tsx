import type { ReactNode } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import type { StringKey } from '../../strings/en.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { useResendResetEmail } from './useResetEmail.ts';

/** The screen's strings; `children` adds actions. */
export interface ResetEmailSentScreenProps {
  header: StringKey;
  /** Says what was sent; `{email}` is the stored address. */
  text: StringKey;
  /** More actions under 'Resend email', such as 'Login without a password'. */
  children?: ReactNode;
}

/**
 * The layout the password screens share once a reset email has gone out (forgot, breached,
 * set-new, dedupe): what happened, where it went, 'Resend email', and a back arrow to Main.
 */
export function ResetEmailSentScreen({ header, text, children }: ResetEmailSentScreenProps) {
  const t = useStrings();
  const { state, dispatch } = useFlow();
  const { resend, resending, errorMessage } = useResendResetEmail();
  return (
    <Screen title={t(header)} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      <p className="foyer-text">{t(text, { email: state.formState.passwords.email })}</p>
      <p className="foyer-text">
        {t('passwords.didntGetIt')}{' '}
        <Button variant="text" onClick={resend} disabled={resending} aria-busy={resending || undefined}>
          {t('passwords.resend')}
        </Button>
      </p>
      <FieldError message={errorMessage} />
      {children}
    </Screen>
  );
}
