import type { UserData } from '@foyer/protocol';
import { useStrings } from '../../../../core/useStrings.ts';
import { useWidget } from '../../../../core/WidgetContext.tsx';

/** Whether the user has a confirmed authenticator app, and its id. */
export function confirmedTotpOf(user: UserData): string | null {
  return user.totps?.find((totp) => totp.verified)?.totp_id ?? null;
}

/**
 * The user's second factors at a glance: the authenticator app (on or off), recovery codes left
 * (when the session may read them), passkeys and a verified phone for text messages.
 */
export function FactorList({ user, codesLeft }: { user: UserData; codesLeft: number | null }) {
  const t = useStrings();
  const count = new Intl.NumberFormat(useWidget().language.locale).format;
  const onOff = (on: boolean) => t(on ? 'mfaSettings.on' : 'mfaSettings.off');
  const phone = (user.phone_numbers ?? []).some((number) => number.verified);
  const rows: [string, string, string][] = [
    ['totp', t('mfaSettings.authenticatorApp'), onOff(confirmedTotpOf(user) !== null)],
    ...(codesLeft === null
      ? []
      : [['recovery-codes', t('mfaSettings.recoveryCodesLeft'), count(codesLeft)] as [string, string, string]]),
    ['passkeys', t('mfaSettings.passkeys'), count((user.webauthn_registrations ?? []).length)],
    ['phone', t('mfaSettings.phone'), onOff(phone)],
  ];
  return (
    <dl className="foyer-factors">
      {rows.map(([id, name, value]) => (
        <div key={id} data-factor={id} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
