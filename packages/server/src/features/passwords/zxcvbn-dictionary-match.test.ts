import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import zxcvbn from 'zxcvbn';
import { loadBreachedList } from './breached-list.ts';
import {
  prefixBoundedDictionaryMatch,
  type RankedDictionary,
  referenceDictionaryMatch,
} from './zxcvbn-dictionary-match.ts';
import { referenceEnumerateL33tSubs, rememberedEnumerateL33tSubs } from './zxcvbn-l33t-subs.ts';
// The strength check's scorer installs the prefix-bounded matcher when it loads.
import './zxcvbn-scorer.ts';

interface Matching {
  dictionary_match: (password: string, dictionaries?: Record<string, RankedDictionary>) => unknown[];
  enumerate_l33t_subs: typeof referenceEnumerateL33tSubs;
}
const matching = createRequire(import.meta.url)('zxcvbn/lib/matching.js') as Matching;

const USER_INPUTS = ['ada.lovelace@example.com', 'ada.lovelace', 'adalovelace', 'ada', 'lovelace'];

/** zxcvbn's whole verdict, less its own timing, as text (a function rank shows by name). */
function verdict(password: string): string {
  const { calc_time: _time, ...rest } = zxcvbn(password, USER_INPUTS);
  return JSON.stringify(rest, (_key, value) => (typeof value === 'function' ? `function ${value.name}` : value));
}

/** Runs `score` with zxcvbn's own matcher functions in place, then puts the scorer's back. */
function withReferenceMatcher<T>(score: () => T): T {
  const installed = [matching.dictionary_match, matching.enumerate_l33t_subs] as const;
  matching.dictionary_match = referenceDictionaryMatch;
  matching.enumerate_l33t_subs = referenceEnumerateL33tSubs;
  try {
    return score();
  } finally {
    [matching.dictionary_match, matching.enumerate_l33t_subs] = installed;
  }
}

describe("zxcvbn with the strength check's speed-ups (prefix-bounded dictionary matcher, remembered l33t readings)", () => {
  it("gives zxcvbn's exact verdict, score, feedback and matches, for breached, random, long, l33t and odd passwords", async () => {
    const breached = [...(await loadBreachedList(100_000))].filter((_password, index) => index % 1_000 === 0);
    const passwords = [
      ...breached,
      ...Array.from({ length: 60 }, (_, i) => `${crypto.randomUUID().slice(0, 8 + (i % 16))}Aa!`),
      ...Array.from({ length: 40 }, (_, i) => 'correct horse battery staple '.repeat(3).slice(0, 20 + i)),
      ...Array.from({ length: 19 }, (_, i) => '4@8({[<369!|7+0$5%2'.repeat(2).slice(i, 12 + i)),
      // zxcvbn's quirks: inherited names match its dictionaries; lower-casing changes lengths.
      'constructor',
      'Constructor1!',
      '__proto__x',
      'İstanbul1987',
      'ÆØÅpasswørd',
      '😀password😀',
      'AdaLovelace1815',
      '',
    ];
    expect(passwords.length).toBeGreaterThan(200);
    const reference = withReferenceMatcher(() => passwords.map(verdict));
    expect(matching.dictionary_match).toBe(prefixBoundedDictionaryMatch);
    expect(matching.enumerate_l33t_subs).toBe(rememberedEnumerateL33tSubs);
    // Twice: the second pass reads the remembered l33t readings.
    expect(passwords.map(verdict)).toEqual(reference);
    expect(passwords.map(verdict)).toEqual(reference);
  });

  it('looks up a small part of the substrings zxcvbn would: the work grows with the words found, not the length squared', () => {
    let lookups = 0;
    const dictionary = new Proxy({ password: 1, word: 2, sword: 3 } as RankedDictionary, {
      has: (target, key) => {
        lookups++;
        return key in target;
      },
    });
    const password = 'x7Qp2Zr9vKw4Lm8Tn3Bc6Hd1Fj5Gs0password';
    const found = matching.dictionary_match(password, { words: dictionary });
    expect(found).toEqual(referenceDictionaryMatch.call(matching, password, { words: dictionary }));
    expect(found).toMatchObject([
      { matched_word: 'password', i: 30, j: 37 },
      { matched_word: 'sword', i: 33, j: 37 },
      { matched_word: 'word', i: 34, j: 37 },
    ]);
    lookups = 0;
    matching.dictionary_match(password, { words: dictionary });
    const bounded = lookups;
    lookups = 0;
    referenceDictionaryMatch.call(matching, password, { words: dictionary });
    expect(lookups).toBe((password.length * (password.length + 1)) / 2);
    expect(bounded).toBeLessThan(30);
  });
});
