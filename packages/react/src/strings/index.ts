import { en, type FoyerStrings, type StringKey } from './en.ts';

export type { FoyerStrings, StringKey } from './en.ts';
export { formatString } from './format.ts';

// The English strings known so far on this page: Main's at first, each product's once its chunk loads.
const loaded: Partial<FoyerStrings> = { ...en };

/** Adds a product's English strings as its chunk loads (`flow/registry.ts` calls it). */
export function addDefaultStrings(strings: Partial<FoyerStrings>): void {
  Object.assign(loaded, strings);
}

/**
 * The host's string for `key` if it overrides it (the widget puts its locale's strings beneath the
 * host's), else the English one; a key nothing has loaded shows as itself, so the mistake is
 * visible rather than an empty label.
 */
export function stringFor(overrides: Partial<FoyerStrings>, key: StringKey): string {
  return overrides[key] ?? loaded[key] ?? key;
}
