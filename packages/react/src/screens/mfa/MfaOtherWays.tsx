import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { passcodeDestination, usePasscodeSend } from './usePasscodeSend.ts';
import type { useSecondFactor } from './useSecondFactor.ts';

/** The way the current screen offers, left out of the list. */
export type MfaWay = 'totp' | 'recovery' | 'sms' | 'email' | null;

/**
 * The other second factors this user has and the server listed (`mfa_required.secondary_factors`):
 * the authenticator app, a recovery code, a code by text or email, a passkey. After a reload the
 * answer is gone and only the app and its recovery codes are offered.
 */
export function MfaOtherWays({
  current,
  factor,
  label,
}: {
  current: MfaWay;
  factor: ReturnType<typeof useSecondFactor>;
  /** The group's accessible name. */
  label: string;
}) {
  const t = useStrings();
  const { client } = useWidget();
  const { dispatch } = useFlow();
  const { pending, finish, fail, sessionDuration } = factor;
  const { send, sending } = usePasscodeSend(fail);
  const offered = pending?.mfa_required.secondary_factors ?? ['totp', 'recovery_code'];
  const has = (name: (typeof offered)[number]) => offered.includes(name);

  const signInWithPasskey = () =>
    finish(async () => {
      const answer = await client.webauthn.authenticate({ ...sessionDuration, is_passkey: true });
      // The browser's prompt closed without a passkey.
      if (!answer) throw new Error(t('mfa.passkeyFailed'));
    });

  return (
    <fieldset className="foyer-mfa-ways">
      <style>{WAYS_STYLES}</style>
      <legend className="foyer-visually-hidden">{label}</legend>
      {has('totp') && current !== 'totp' ? (
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'mfaShown', screen: 'mfaCode', mfa: { ...factor.mfa, method: 'totp' } })}
        >
          {t('mfa.useApp')}
        </Button>
      ) : null}
      {has('sms_otp') && current !== 'sms' && passcodeDestination(pending, 'sms') ? (
        <Button variant="secondary" onClick={() => void send('sms')} disabled={sending}>
          {t('mfa.textMe')}
        </Button>
      ) : null}
      {has('email_otp') && current !== 'email' && passcodeDestination(pending, 'email') ? (
        <Button variant="secondary" onClick={() => void send('email')} disabled={sending}>
          {t('mfa.emailMe')}
        </Button>
      ) : null}
      {has('webauthn') ? (
        <Button variant="secondary" onClick={() => void signInWithPasskey()}>
          {t('mfa.usePasskey')}
        </Button>
      ) : null}
      {has('recovery_code') && current !== 'recovery' ? (
        <Button variant="text" onClick={() => dispatch({ type: 'navigate', screen: 'mfaRecoveryCode' })}>
          {t('mfa.useRecoveryCode')}
        </Button>
      ) : null}
    </fieldset>
  );
}

// A list of buttons, not a boxed form group.
const WAYS_STYLES =
  '.foyer-mfa-ways{border:0;margin:16px 0 0;padding:0;min-inline-size:0;display:flex;flex-direction:column;gap:8px}';
