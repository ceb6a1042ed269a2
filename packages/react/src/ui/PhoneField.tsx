import { type Ref, useId } from 'react';
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
 * A country select listing dial codes beside a telephone input (spec §5). Formatting and parsing
 * stay with the caller, so this primitive carries no phone metadata.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { countryLabel, phoneLabel, placeholder, countries, region, onRegionChange, value, onChange, error } = props;
  const { inputRef, autoComplete = 'tel-national' } = props;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="foyer-field foyer-fieldset">
      <legend className="foyer-label">{phoneLabel}</legend>
      <div className="foyer-phone">
        <select
          className="foyer-input foyer-phone-country"
          aria-label={countryLabel}
          value={region}
          onChange={(event) => onRegionChange(event.target.value)}
        >
          {countries.map((country) => (
            <option key={country.region} value={country.region}>
              {`${country.name} +${country.callingCode}`}
            </option>
          ))}
        </select>
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
