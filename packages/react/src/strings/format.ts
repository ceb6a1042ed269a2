/** What a `{placeholder}` may be filled with. */
export type FormatValues = Record<string, string | number>;

// One `{name}` or `{name, plural, one {…} other {…}}`; a plural's branches hold no braces of their own.
const PLACEHOLDER = /\{(\w+)(?:,\s*plural,((?:\s*[=\w]+\s*\{[^{}]*\})+)\s*)?\}/g;
const BRANCH = /([=\w]+)\s*\{([^{}]*)\}/g;

/**
 * Fills `{name}` placeholders; numbers are written the locale's way (`Intl.NumberFormat`).
 * `{count, plural, one {# item} other {# items}}` picks the branch `Intl.PluralRules` names for the
 * locale (an exact `=0` branch first), `#` being the number. Unknown placeholders stay as written so a
 * mistake is visible.
 *
 * @example formatString('{n, plural, one {# passkey} other {# passkeys}}', { n: 2 }, 'en') // '2 passkeys'
 */
export function formatString(template: string, values: FormatValues = {}, locale = 'en'): string {
  return template.replace(PLACEHOLDER, (whole, name: string, branches: string | undefined) => {
    const value = values[name];
    if (!Object.hasOwn(values, name) || value === undefined) return whole;
    if (branches === undefined || typeof value !== 'number') return formatValue(value, locale);
    const forms = new Map(Array.from(branches.matchAll(BRANCH), (match) => [match[1], match[2] ?? '']));
    const text = forms.get(`=${value}`) ?? forms.get(pluralRules(locale).select(value)) ?? forms.get('other') ?? whole;
    return text.replaceAll('#', formatValue(value, locale));
  });
}

/** The placeholder names a template uses, plural ones included: the set every locale must keep. */
export function placeholderNames(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))].sort();
}

function formatValue(value: string | number, locale: string): string {
  return typeof value === 'number' ? numberFormat(locale).format(value) : value;
}

// Intl objects are costly to build and the countdown formats every second.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

/** The locale's integer format, cached (the OTP countdown formats one every second). */
export function numberFormat(locale: string): Intl.NumberFormat {
  const format = numberFormats.get(locale) ?? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  numberFormats.set(locale, format);
  return format;
}

function pluralRules(locale: string): Intl.PluralRules {
  const rules = pluralRulesByLocale.get(locale) ?? new Intl.PluralRules(locale);
  pluralRulesByLocale.set(locale, rules);
  return rules;
}
