import type { TotpsAuthenticateResponseBody, TotpsCreateResponseBody } from '@foyer/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../../core/describeError.ts';
import { useStrings } from '../../../core/useStrings.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorMessage, StatusMessage } from '../../../ui/StatusMessage.tsx';
import { CodeForm } from './CodeForm.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SecretKey } from './SecretKey.tsx';
import { StepScreen } from './StepScreen.tsx';
import { MFA_STYLES } from './styles.ts';

export interface TotpEnrolmentProps {
  /**
   * Called once the user confirmed that they saved their recovery codes, with the answer of the
   * first right code (the session it started, joined or finished is already stored by the SDK).
   */
  onDone: (result: TotpsAuthenticateResponseBody) => void;
  /** Whether the first step takes focus (true when the user's action opened the enrolment). */
  focus?: boolean;
}

type Step =
  | { name: 'creating' }
  | { name: 'failed'; message: string }
  | { name: 'scan'; enrolment: TotpsCreateResponseBody }
  | { name: 'codes'; enrolment: TotpsCreateResponseBody; result: TotpsAuthenticateResponseBody };

/**
 * Enrols an authenticator app: the QR code (with the setup key for those who cannot scan), a first
 * code to confirm it, then the recovery codes, shown once, with Copy and Download, and Continue only
 * after 'I have saved my recovery codes'. Works for a signed-in user and, between a first factor and
 * MFA's second, for a sign-in that must enrol (the SDK sends the intermediate token then).
 */
export function TotpEnrolment({ onDone, focus = true }: TotpEnrolmentProps) {
  const t = useStrings();
  const { client, config, callbacks } = useWidget();
  const [step, setStep] = useState<Step>({ name: 'creating' });
  const started = useRef(false);

  const create = useCallback(async () => {
    setStep({ name: 'creating' });
    try {
      setStep({ name: 'scan', enrolment: await client.totps.create() });
    } catch (error) {
      const info = describeError(error, t);
      callbacks.onError?.(info);
      setStep({ name: 'failed', message: info.error_message });
    }
  }, [client, t, callbacks]);

  // Once per mount (StrictMode mounts twice in development): each create replaces the last enrolment.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void create();
  }, [create]);

  const confirm = async (enrolment: TotpsCreateResponseBody, code: string) => {
    const result = await client.totps.authenticate(code, {
      session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    });
    setStep({ name: 'codes', enrolment, result });
  };

  return (
    <div className="foyer-mfa-enrolment" data-state={step.name}>
      <style>{MFA_STYLES}</style>
      {step.name === 'creating' ? <StatusMessage text={t('mfaEnrolment.preparing')} /> : null}
      {step.name === 'failed' ? (
        <>
          <ErrorMessage text={step.message} />
          <Button onClick={() => void create()}>{t('mfaEnrolment.tryAgain')}</Button>
        </>
      ) : null}
      {step.name === 'scan' ? (
        <StepScreen title={t('mfaEnrolment.header')} step="scan" focus={focus}>
          <p className="foyer-text">{t('mfaEnrolment.scanInstructions')}</p>
          <img
            className="foyer-qr"
            src={step.enrolment.qr_code}
            alt={t('mfaEnrolment.qrAlt')}
            width={180}
            height={180}
          />
          <SecretKey secret={step.enrolment.secret} />
          <p className="foyer-text">{t('mfaEnrolment.confirmInstructions')}</p>
          <CodeForm autoFocus={false} onCode={(code) => confirm(step.enrolment, code)} />
        </StepScreen>
      ) : null}
      {step.name === 'codes' ? (
        <RecoveryCodes codes={step.enrolment.recovery_codes} onContinue={() => onDone(step.result)} />
      ) : null}
    </div>
  );
}
