import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useReportError } from '../../../core/useReportError.ts';
import { useStrings } from '../../../core/useStrings.ts';
import { Button } from '../../../ui/Button.tsx';
import { PasscodeInput } from '../../../ui/PasscodeInput.tsx';
import { StatusMessage } from '../../../ui/StatusMessage.tsx';
import { useFocusWhenDrawn } from '../../../ui/useFocusWhenDrawn.ts';

const CODE_LENGTH = 6;

/**
 * A code from the authenticator app: the six boxes, sent by itself at the sixth digit (or by
 * Verify). A refused code shows its message under the boxes (and in a toast and `onError`), and the
 * boxes empty for the next try.
 */
export function CodeForm({
  onCode,
  autoFocus = true,
}: {
  onCode: (code: string) => Promise<void>;
  autoFocus?: boolean;
}) {
  const t = useStrings();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The sixth digit and Enter may both ask: one request only.
  const sending = useRef(false);
  const report = useReportError(setError);
  useFocusWhenDrawn(input, autoFocus);
  // Back to the emptied boxes after a refusal, once they are enabled again.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  const submit = async (value: string) => {
    if (sending.current || value.length !== CODE_LENGTH) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await onCode(value);
    } catch (failure) {
      report(failure);
      setCode('');
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };
  return (
    <form className="foyer-form" onSubmit={onSubmit} noValidate>
      <PasscodeInput
        label={t('mfaEnrolment.codeLabel')}
        value={code}
        length={CODE_LENGTH}
        disabled={busy}
        error={error}
        inputRef={input}
        onChange={(digits) => {
          setCode(digits);
          if (digits.length === CODE_LENGTH) void submit(digits);
        }}
      />
      {busy ? <StatusMessage text={t('mfaEnrolment.verifying')} /> : null}
      <Button type="submit" disabled={busy || code.length !== CODE_LENGTH}>
        {t('mfaEnrolment.verify')}
      </Button>
    </form>
  );
}
