import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { CountryOption } from '../../../ui/PhoneField.tsx';

/**
 * Phone parsing for the passcode forms, on libphonenumber-js with its smallest ('min') metadata.
 * This module is the only importer of libphonenumber-js, and only the phone form's lazily loaded
 * chunk imports it, so the metadata is fetched only when SMS or WhatsApp is configured.
 */

/** The default region (docs/behaviour.md#validation). */
export const DEFAULT_REGION = 'US';

/** The phone parse result (docs/behaviour.md#data), plus the international form the widget shows as the destination. */
export interface PhoneParseResult {
  isValid: boolean;
  /** E.164, e.g. +12025550123 ('' when unparseable). */
  number: string;
  /** National format, e.g. (202) 555-0123. */
  national: string;
  international: string;
}

/**
 * Every region with its dial code for the country select, named in `locale` by `Intl.DisplayNames`
 * and sorted by that name the locale's way (a browser without region names shows the codes).
 */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {}
  const options = getCountries().map((region) => ({
    region,
    callingCode: getCountryCallingCode(region),
    name: names?.of(region) ?? region,
  }));
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.name, b.name));
}

function asRegion(regionCode: string): CountryCode {
  return (getCountries() as string[]).includes(regionCode) ? (regionCode as CountryCode) : DEFAULT_REGION;
}

/** Parses what the user typed in a region (a leading + overrides the region). */
export function parsePhone(phoneNumber: string, regionCode: string = DEFAULT_REGION): PhoneParseResult {
  const parsed = parsePhoneNumberFromString(phoneNumber, asRegion(regionCode));
  if (!parsed) return { isValid: false, number: '', national: phoneNumber, international: phoneNumber };
  return {
    isValid: parsed.isValid(),
    number: parsed.number,
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
  };
}

/**
 * The field's text as the user types: digits in the region's national format, e.g. `2025550`
 * becomes `(202) 555-0`. Reformatting from the digits alone makes deleting a bracket or dash
 * behave (the digit count decides the shape). A leading + formats internationally.
 */
export function formatAsYouType(input: string, regionCode: string = DEFAULT_REGION): string {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+')) return new AsYouType().input(`+${digits}`);
  return digits ? new AsYouType(asRegion(regionCode)).input(digits) : '';
}

/**
 * A sent number (E.164) as the field shows it with `regionCode` selected: national format when it
 * reads back as the same number in that region, else international (one typed with another
 * country's + code while this region was selected).
 */
export function formatForField(e164: string, regionCode: string): string {
  const { national, international } = parsePhone(e164, regionCode);
  return parsePhone(national, regionCode).number === e164 ? national : international;
}
