import { createRequire } from 'node:module';

/**
 * A faster drop-in for zxcvbn's `dictionary_match`, the bulk of a strength check (it runs on the
 * password, its reverse and each l33t reading, against six dictionaries of up to 30,000 words).
 *
 * zxcvbn looks up every substring of the password in every dictionary: length² / 2 string slices and
 * hash lookups per dictionary, most of them for substrings no word even starts with. This version
 * walks the same substrings in the same order but stops extending one as soon as no word of that
 * dictionary starts with it (a binary search over the dictionary's sorted words). The test for a
 * match is zxcvbn's own (`word in dictionary`, quirks included), and matches come out in the same
 * order, so zxcvbn's results are unchanged; only the substrings that cannot match are skipped.
 */
export type RankedDictionary = Record<string, number>;
type DictionaryMatch = (this: unknown, password: string, dictionaries?: Record<string, RankedDictionary>) => unknown[];

interface Matching {
  dictionary_match: DictionaryMatch;
  reverse_dictionary_match(password: string): unknown[];
  sorted(matches: unknown[]): unknown[];
}

const matching = createRequire(import.meta.url)('zxcvbn/lib/matching.js') as Matching;

/** zxcvbn's own `dictionary_match`, kept to check the drop-in against. */
export const referenceDictionaryMatch: DictionaryMatch = matching.dictionary_match;

/**
 * zxcvbn's own dictionaries (a private variable of its module, the user's words included as
 * `user_inputs`): `reverse_dictionary_match` passes them on to `dictionary_match`, so one call with
 * a recording `dictionary_match` in place hands them over.
 */
const rankedDictionaries = ((): Record<string, RankedDictionary> => {
  let recorded: Record<string, RankedDictionary> | undefined;
  matching.dictionary_match = (_password, dictionaries) => {
    recorded = dictionaries;
    return [];
  };
  try {
    matching.reverse_dictionary_match('');
  } finally {
    matching.dictionary_match = referenceDictionaryMatch;
  }
  if (!recorded) throw new Error("zxcvbn's dictionaries could not be found");
  return recorded;
})();

/** Each dictionary's words, sorted, built on first use (the user's words: once per check). */
const sortedWords = new WeakMap<RankedDictionary, string[]>();

function wordsOf(dictionary: RankedDictionary): string[] {
  let words = sortedWords.get(dictionary);
  if (!words) {
    // Every name `in` sees, inherited ones too ('constructor'): zxcvbn's `in` test matches those.
    const names = new Set<string>();
    for (let object: object | null = dictionary; object; object = Object.getPrototypeOf(object)) {
      for (const name of Object.getOwnPropertyNames(object)) names.add(name);
    }
    words = [...names].sort();
    sortedWords.set(dictionary, words);
  }
  return words;
}

/** The first index in words[from..] whose word is ≥ prefix (words sorted by UTF-16 code units). */
function lowerBound(words: string[], prefix: string, from: number): number {
  let low = from;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Same arguments, same matches, same order as zxcvbn's `dictionary_match`. */
export function prefixBoundedDictionaryMatch(
  this: unknown,
  password: string,
  dictionaries?: Record<string, RankedDictionary> | null,
): unknown[] {
  dictionaries ??= rankedDictionaries;
  const matches: unknown[] = [];
  const length = password.length;
  const lower = password.toLowerCase();
  for (const dictionaryName in dictionaries) {
    const dictionary = dictionaries[dictionaryName] as RankedDictionary;
    const words = wordsOf(dictionary);
    for (let i = 0; i < length; i++) {
      // Words starting with lower[i..j] sort at or after those starting with a shorter piece of it.
      let from = 0;
      for (let j = i; j < length; j++) {
        const word = lower.slice(i, j + 1);
        from = lowerBound(words, word, from);
        if (from === words.length || !(words[from] as string).startsWith(word)) break;
        if (word in dictionary) {
          matches.push({
            pattern: 'dictionary',
            i,
            j,
            token: password.slice(i, j + 1),
            matched_word: word,
            rank: dictionary[word],
            dictionary_name: dictionaryName,
            reversed: false,
            l33t: false,
          });
        }
      }
    }
  }
  return matching.sorted(matches);
}

/** zxcvbn's matcher with the drop-in in place (idempotent). */
export function installPrefixBoundedDictionaryMatch(): void {
  matching.dictionary_match = prefixBoundedDictionaryMatch;
}
