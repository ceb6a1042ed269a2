import { en, type FoyerStrings } from './en.ts';

export type { FoyerStrings, StringKey } from './en.ts';
export { formatString } from './format.ts';

/** The English catalogue with the host's overrides applied key by key. */
export function mergeStrings(overrides: Partial<FoyerStrings> | undefined): FoyerStrings {
  return overrides ? { ...en, ...overrides } : en;
}
