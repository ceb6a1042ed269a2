import { type Ref, useId } from 'react';
import { PHONE_STYLES } from '../theme/phoneStyles.ts';
import { FieldError } from './FieldError.tsx';

/** One entry of the country select: the region code, its dial code and its name in the widget's locale. */
export interface CountryOption {
  region: string;
  callingCode: string;
  name: string;
}

export interface PhoneFieldProps {
  countryLabel: string;
  phoneLabel: string;
  placeholder: string;
  countries: CountryOption[];
  region: string;
  onRegionChange: (region: string) => void;
  /** The number as the user sees it (national format). */
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced; marks the number invalid. */
  error?: string | null;
  /** The number input, e.g. for passkey autofill, which watches it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Default `tel-national`. */
  autoComplete?: string;
}

/**
 * A country select listing dial codes beside a telephone input (docs/behaviour.md#validation). Formatting and parsing
 * stay with the caller, so this primitive carries no phone metadata. Closed, the select shows its
 * country as region and dial code, "US +1" (the native select stays on top, transparent, for every
 * input). Not a flag emoji: Windows and many Linux systems draw those as letters or empty boxes.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { countryLabel, phoneLabel, placeholder, countries, region, onRegionChange, value, onChange, error } = props;
  const { inputRef, autoComplete = 'tel-national' } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const selected = countries.find((country) => country.region === region);
  return (
    <fieldset className="foyer-field foyer-fieldset">
      <legend className="foyer-label">{phoneLabel}</legend>
      <style>{PHONE_STYLES}</style>
      <div className="foyer-phone">
        <div className="foyer-phone-country">
          {/* A dial code reads left to right in every language: "+1", never "1+". */}
          <span className="foyer-input" aria-hidden="true" dir="ltr">
            {selected ? `${selected.region} +${selected.callingCode}` : '+'}
          </span>
          <select aria-label={countryLabel} value={region} onChange={(event) => onRegionChange(event.target.value)}>
            {countries.map((country) => (
              <option key={country.region} value={country.region}>
                {`${country.name} +${country.callingCode}`}
              </option>
            ))}
          </select>
        </div>
        <input
          className="foyer-input"
          type="tel"
          name="phone"
          ref={inputRef}
          autoComplete={autoComplete}
          aria-label={phoneLabel}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
