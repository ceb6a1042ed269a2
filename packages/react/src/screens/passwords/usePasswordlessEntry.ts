import { useEffect, useRef, useState } from 'react';
import type { ResolvedConfig } from '../../config/defaults.ts';
import { magicLinkRequestOptions } from '../../config/defaults.ts';
import { useFlow } from '../../core/FlowContext.tsx';
import { useLogEvent } from '../../core/useLogEvent.ts';
import { useReportError } from '../../core/useReportError.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { type SentPasscode, useSendPasscode } from '../otp/useSendPasscode.ts';
import { useSendResetEmail } from './useResetEmail.ts';

/** How a passwordless account is emailed on entry (docs/behaviour.md#login-flow): a login link, a login code, or a reset email. */
export type PasswordlessChannel = 'link' | 'code' | 'resetEmail';

/** Email links when configured; else a passcode when email is among the OTP methods; else a reset email. */
export function passwordlessChannel(config: ResolvedConfig): PasswordlessChannel {
  if (config.products.includes('emailMagicLinks')) return 'link';
  if (config.products.includes('otp') && config.otpOptions?.methods.includes('email')) return 'code';
  return 'resetEmail';
}

type EntryState = { status: 'sending' } | { status: 'sent'; passcode: SentPasscode | null } | { status: 'failed' };

/**
 * The passwordless variant of create-or-login (docs/behaviour.md#flow): on entry it emails the account a way in
 * once (a guard keeps React's strict-mode replay from sending twice). A reset email goes straight
 * to set-new; a link or code waits for 'Email me a login link' / 'Email me a login code', which
 * then shows Email Confirmation / OTP Authenticate. If the send failed, the button sends again.
 */
export function usePasswordlessEntry() {
  const { client, config } = useWidget();
  const { state, dispatch } = useFlow();
  const logEvent = useLogEvent();
  const sendPasscode = useSendPasscode();
  const sendResetEmail = useSendResetEmail();
  const [entry, setEntry] = useState<EntryState>({ status: 'sending' });
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const reportError = useReportError(setErrorMessage);
  const channel = passwordlessChannel(config);
  const { email } = state.formState.passwords;
  const started = useRef(false);

  const send = async (): Promise<SentPasscode | null | undefined> => {
    setEntry({ status: 'sending' });
    setErrorMessage(null);
    try {
      if (channel === 'resetEmail') {
        await sendResetEmail(email);
        dispatch({ type: 'navigate', screen: 'passwordSetNew' });
        return undefined;
      }
      let passcode: SentPasscode | null = null;
      if (channel === 'code') {
        passcode = await sendPasscode('email', email);
      } else {
        await client.magicLinks.email.loginOrCreate(email, magicLinkRequestOptions(config));
        logEvent('email_sent', { email, type: 'emailMagicLinks' });
      }
      setEntry({ status: 'sent', passcode });
      return passcode;
    } catch (error) {
      reportError(error);
      setEntry({ status: 'failed' });
      return undefined;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once on entry, by design (docs/behaviour.md#flow).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
  }, []);

  /** 'Email me a login link' / 'Email me a login code'. */
  const proceed = async () => {
    const passcode = entry.status === 'sent' ? entry.passcode : await send();
    if (passcode === undefined) return; // still failing; the error is shown
    if (channel === 'code' && passcode) {
      const otpState = { type: 'email' as const, otpDestination: email, destinationLabel: email, ...passcode };
      dispatch({ type: 'otpSent', otpState });
    } else {
      dispatch({ type: 'magicLinkSent', email });
    }
  };

  return { channel, email, entry, proceed, errorMessage };
}
