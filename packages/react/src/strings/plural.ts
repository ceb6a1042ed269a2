import { formatString } from './format.ts';

/** What a `{placeholder}` may be filled with. */
export type FormatValues = Record<string, string | number>;

// `{name, plural, one {…} other {…}}`; a branch holds no braces of its own.
const PLURAL = /\{(\w+),\s*plural,((?:\s*[=\w]+\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /([=\w]+)\s*\{([^{}]*)\}/g;

/**
 * Fills a locale's template: `{count, plural, one {# item} other {# items}}` takes the branch
 * `Intl.PluralRules` names for the locale (an exact `=0` branch first), `#` being the number; numbers
 * are written the locale's way (`Intl.NumberFormat`); then `{name}` as `formatString` does. Loaded
 * with the locale chunks, so an English page carries none of it.
 *
 * @example formatMessage('{n, plural, one {# Passkey} other {# Passkeys}}', { n: 2 }, 'de') // '2 Passkeys'
 */
export function formatMessage(template: string, values: FormatValues, locale: string): string {
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const rules = new Intl.PluralRules(locale);
  const written = (value: string | number) => (typeof value === 'number' ? numbers.format(value) : value);
  const chosen = template.replace(PLURAL, (whole, name: string, branches: string) => {
    const value = values[name];
    if (typeof value !== 'number') return whole;
    const forms = new Map(Array.from(branches.matchAll(BRANCH), (match) => [match[1], match[2] ?? '']));
    const text = forms.get(`=${value}`) ?? forms.get(rules.select(value)) ?? forms.get('other') ?? whole;
    return text.replaceAll('#', numbers.format(value));
  });
  return formatString(
    chosen,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, written(value)])),
  );
}

/** The placeholder names a template uses, plural ones included: the set every locale must keep. */
export function placeholderNames(template: string): string[] {
  const plain = template.replace(PLURAL, (_whole, name: string) => `{${name}}`);
  return [...new Set(Array.from(plain.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? ''))].sort();
}
