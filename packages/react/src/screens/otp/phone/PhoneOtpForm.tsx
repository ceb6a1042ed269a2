import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useFlow } from '../../../core/FlowContext.tsx';
import { usePasskeyAutofill } from '../../../core/PasskeyAutofillContext.tsx';
import { useStrings } from '../../../core/useStrings.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { Button } from '../../../ui/Button.tsx';
import { PhoneField } from '../../../ui/PhoneField.tsx';
import { useOtpForm } from '../useOtpForm.ts';
import { countryOptions, DEFAULT_REGION, formatAsYouType, formatForField, parsePhone } from './phoneNumbers.ts';

/**
 * Main's phone form for a passcode by SMS or WhatsApp: a country select (default US) and the number
 * in national format; an invalid number shows 'Invalid phone number, please try again.' (docs/behaviour.md#validation).
 * With passkeys configured and passkey autofill in the browser, the number field offers passkeys too
 * (docs/behaviour.md#screens); it keeps its `tel-national` token so saved numbers are still offered beside them.
 */
export function PhoneOtpForm({ method }: { method: 'sms' | 'whatsapp' }) {
  const t = useStrings();
  const { locale } = useWidget().language;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const sent = useFlow().state.formState.otp;
  // Back from OTP Authenticate, the number that was used is shown again as the field shows numbers
  // (docs/behaviour.md#validation: national format), in the country chosen for it.
  const back = sent.type === method;
  const [region, setRegion] = useState((back && sent.region) || DEFAULT_REGION);
  const [value, setValue] = useState(back ? formatForField(sent.otpDestination, region) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { sending, send } = useOtpForm(method);
  const inputRef = useRef<HTMLInputElement>(null);
  const autoComplete = usePasskeyAutofill(inputRef, 'tel-national', 'tel-national webauthn');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePhone(value, region);
    if (!parsed.isValid) {
      setFieldError(t('otp.invalidPhone'));
      return;
    }
    setFieldError(null);
    void send(parsed.number, parsed.international, region);
  };

  return (
    <form className="foyer-form" noValidate onSubmit={submit}>
      <PhoneField
        countryLabel={t('otp.countryLabel')}
        phoneLabel={t('otp.phoneLabel')}
        placeholder={t('otp.phonePlaceholder')}
        countries={countries}
        region={region}
        onRegionChange={(next) => {
          setRegion(next);
          setValue((current) => formatAsYouType(current, next));
        }}
        value={value}
        onChange={(typed) => setValue(formatAsYouType(typed, region))}
        error={fieldError}
        inputRef={inputRef}
        autoComplete={autoComplete}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('otp.sending') : t(method === 'sms' ? 'otp.smsSubmit' : 'otp.whatsappSubmit')}
      </Button>
    </form>
  );
}

/** The Text tab's form. */
export function SmsOtpForm() {
  return <PhoneOtpForm method="sms" />;
}

/** The WhatsApp tab's form. */
export function WhatsappOtpForm() {
  return <PhoneOtpForm method="whatsapp" />;
}
