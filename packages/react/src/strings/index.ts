import type { FormatValues, FoyerStrings, Message, Messages, StringKey } from './en.ts';
import { formatString } from './format.ts';
import main from './messages/main/en.json?compiled';

export type { FormatValues, FoyerStrings, Message, MessageChunk, Messages, StringKey } from './en.ts';
export { formatString } from './format.ts';

// The English messages known so far on this page: Main's at first, each product's once its chunk loads.
const english: Partial<Record<StringKey, Message>> = { ...main };
let onChunk: ((messages: Messages) => Promise<unknown>) | undefined;

/**
 * Adds a product's English messages as its chunk loads (`flow/registry.ts` calls it); what it
 * returns settles once the product's messages in each language a widget shows on the page have
 * loaded too.
 */
export function addDefaultStrings(messages: Messages): Promise<unknown> | undefined {
  Object.assign(english, messages);
  return onChunk?.(messages);
}

/**
 * The English messages loaded so far (`locales.ts` tells by them which chunks have loaded);
 * `listener` hears of each chunk that loads later (`locales.ts` loads its translation).
 */
export function watchChunks(listener: (messages: Messages) => Promise<unknown>): Messages {
  onChunk = listener;
  return english;
}

/**
 * The host's string for `key` if it overrides it, else the locale's message, else the English one,
 * its `{placeholders}` filled; a key nothing has loaded shows as itself, so the mistake is
 * visible rather than an empty label.
 */
export function stringFor(
  overrides: Partial<FoyerStrings>,
  key: StringKey,
  values: FormatValues = {},
  translated: Messages = {},
): string {
  const message = overrides[key] ?? translated[key] ?? english[key] ?? key;
  return typeof message === 'string' ? formatString(message, values) : message(values);
}
