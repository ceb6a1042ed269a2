import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../core/describeError.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { StrengthResult } from '../../ui/StrengthMeter.tsx';

/**
 * How long typing must pause before the password is sent for a check. Long enough that a word typed
 * at speed costs one request, short enough that the meter seems to follow the keys.
 */
export const STRENGTH_CHECK_DEBOUNCE_MS = 300;

/** A new password and what the server said of it (docs/behaviour.md#validation). */
export interface StrengthCheck {
  password: string;
  setPassword(password: string): void;
  /** The latest answer still worth showing: it may be for an earlier spelling while a check runs. */
  result: StrengthResult | null;
  /** A failed check's message (an invalid_email answer shows its message). */
  errorMessage: string | null;
  /** True only when the answer for exactly the current password says valid_password. */
  valid: boolean;
}

interface Answer {
  password: string;
  result: StrengthResult | null;
  errorMessage: string | null;
}

const NO_ANSWER: Answer = { password: '', result: null, errorMessage: null };

/**
 * Checks a new password through the server on every keystroke (docs/behaviour.md#validation), debounced by
 * STRENGTH_CHECK_DEBOUNCE_MS, with at most one request in flight: a password typed while a check
 * runs waits for it, then only the latest spelling is sent. Each request carries a sequence
 * number, and an answer whose number is no longer the latest is dropped, so a slow answer for an
 * old spelling can never enable the submit button for the new one.
 * @param email counted against the password (omitted by the reset widget, which has none)
 */
export function useStrengthCheck(email?: string): StrengthCheck {
  const { client } = useWidget();
  const t = useStrings();
  const [password, setPasswordState] = useState('');
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);
  // Mutable request bookkeeping: none of it is drawn, so it lives in refs, not state.
  const latest = useRef({ password: '', sequence: 0 });
  const inFlight = useRef(false);
  const due = useRef(false); // the debounce has passed for a spelling not yet sent
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  const send = useCallback(async () => {
    if (inFlight.current) {
      due.current = true; // sent when the running check answers
      return;
    }
    due.current = false;
    const { password: sent, sequence } = latest.current;
    if (!sent) return;
    inFlight.current = true;
    let next: Answer;
    try {
      const body = await client.passwords.strengthCheck(
        email === undefined ? { password: sent } : { email, password: sent },
      );
      next = { password: sent, result: body, errorMessage: null };
    } catch (error) {
      next = { password: sent, result: null, errorMessage: describeError(error, t).error_message };
    }
    inFlight.current = false;
    if (!mounted.current) return;
    if (sequence === latest.current.sequence) setAnswer(next);
    if (due.current) void send();
  }, [client, email, t]);

  const setPassword = useCallback(
    (value: string) => {
      setPasswordState(value);
      latest.current = { password: value, sequence: latest.current.sequence + 1 };
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      due.current = false;
      if (!value) {
        setAnswer(NO_ANSWER);
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = null;
        void send();
      }, STRENGTH_CHECK_DEBOUNCE_MS);
    },
    [send],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const current = answer.password === password;
  return {
    password,
    setPassword,
    result: password ? answer.result : null,
    errorMessage: password && current ? answer.errorMessage : null,
    valid: current && answer.result?.valid_password === true,
  };
}
