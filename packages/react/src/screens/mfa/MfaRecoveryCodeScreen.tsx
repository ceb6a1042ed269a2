import { type FormEvent, useState } from 'react';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { MfaOtherWays } from './MfaOtherWays.tsx';
import { useSecondFactor } from './useSecondFactor.ts';

/**
 * A recovery code as people type it back from paper or a file: the server ignores case, spaces and
 * dashes (features/totps/recovery-codes.ts), so only its 12 letters and digits are checked here.
 */
export function isRecoveryCode(typed: string): boolean {
  return /^[a-z0-9]{12}$/.test(typed.toLowerCase().replace(/[\s-]/g, ''));
}

/** 'Use a recovery code' (docs/behaviour.md#mfa-screens): one of the codes saved at enrolment, spent once. */
export function MfaRecoveryCodeScreen() {
  const t = useStrings();
  const { client } = useWidget();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const factor = useSecondFactor(setError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isRecoveryCode(value)) {
      setError(t('mfa.recoveryInvalid'));
      return;
    }
    setSubmitting(true);
    setError(null);
    const finished = await factor.finish(() => client.totps.recover(value.trim(), factor.sessionDuration));
    if (!finished) setSubmitting(false);
  };

  return (
    <Screen title={t('mfa.useRecoveryCode')} onBack={factor.startOver}>
      <p className="foyer-text">{t('mfa.recoveryText')}</p>
      <form className="foyer-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('mfa.recoveryLabel')}
          name="recovery_code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxx-xxxx-xxxx"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          disabled={submitting}
        />
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {t('mfa.recoverySubmit')}
        </Button>
      </form>
      <MfaOtherWays current="recovery" factor={factor} label={t('mfa.otherWays')} />
    </Screen>
  );
}
