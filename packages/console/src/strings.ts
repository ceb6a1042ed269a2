import strings from './strings.json';

export type StringKey = keyof typeof strings;

/**
 * The console's text, from strings.json (English: operators' consoles in this field, Stytch's
 * dashboard included, are English-only). `{name}` placeholders take `values`.
 */
export function t(key: StringKey, values: Record<string, string | number> = {}): string {
  return strings[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
