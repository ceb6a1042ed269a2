import { createRequire } from 'node:module';
import zxcvbn from 'zxcvbn';
import { installPrefixBoundedDictionaryMatch } from './zxcvbn-dictionary-match.ts';
import { installRememberedL33tSubs } from './zxcvbn-l33t-subs.ts';

/**
 * Password scores from the reference `zxcvbn` (Dropbox, 4.4.2), unmodified, with its running time
 * bounded. Scores are the reference's own, so no agreement table against it is needed.
 *
 * Why a bound: zxcvbn's l33t matcher runs a full dictionary match (quadratic in length) once per
 * way of reading the password's l33t characters as letters, and those readings multiply with each
 * distinct l33t character ('4', '@', '(', '{', '[', '<', '1', '!', '|', '7', …). A 19-character
 * password of l33t symbols takes 0.5–1.7 s and 45 characters about 7 s of blocked event loop: a
 * denial of service on an endpoint the widget calls at every keystroke.
 *
 * The bound: zxcvbn scores the longest prefix (at most MAX_SCORED_LENGTH characters: zxcvbn's README
 * advises a cap, and 64 characters of anything but repeats already score 4) whose estimated work, (1 + readings) × length², fits WORK_BUDGET. Every password
 * of ordinary make-up is scored whole; only passwords crowded with distinct l33t symbols are scored
 * on a shorter prefix, which can only make the score lower (stricter), never higher.
 */
export const MAX_SCORED_LENGTH = 64;
/** (1 + readings) × length² units; about 20–100 ms of zxcvbn on these (2-core, shared) machines. */
export const WORK_BUDGET = 30_000;

// zxcvbn's L33T_TABLE (lib/matching.js), which the package does not export.
export const L33T_TABLE: Record<string, string[]> = {
  a: ['4', '@'],
  b: ['8'],
  c: ['(', '{', '[', '<'],
  e: ['3'],
  g: ['6', '9'],
  i: ['1', '!', '|'],
  l: ['1', '|', '7'],
  o: ['0'],
  s: ['$', '5'],
  t: ['+', '7'],
  x: ['%'],
  z: ['2'],
};

interface Matching {
  relevant_l33t_subtable(password: string, table: Record<string, string[]>): Record<string, string[]>;
}
const matching = createRequire(import.meta.url)('zxcvbn/lib/matching.js') as Matching;

// Same scores, a fraction of the work (see each file).
installPrefixBoundedDictionaryMatch();
installRememberedL33tSubs();

/** zxcvbn's verdict on a password, with the user's own data (email parts) as extra dictionary. */
export function scorePassword(password: string, userInputs: string[]): zxcvbn.ZXCVBNResult {
  return zxcvbn(scoredPrefix(password), userInputs);
}

/** The part of the password zxcvbn scores (see above). */
export function scoredPrefix(password: string): string {
  let length = Math.min(password.length, MAX_SCORED_LENGTH);
  for (;;) {
    const readings = countL33tReadings(password.slice(0, length));
    const fits = Math.floor(Math.sqrt(WORK_BUDGET / (1 + readings)));
    // Terminates: the length shrinks each round, and one character always fits.
    if (length <= fits) return password.slice(0, length);
    length = Math.max(1, Math.min(length - 1, fits));
  }
}

/**
 * How many distinct substitutions zxcvbn's l33t matcher will try: every choice of one letter per
 * l33t character present, including leaving characters out, counted by content. The count depends
 * only on which l33t characters occur, so it is remembered per set of them (counting a crowded set
 * takes tens of ms, and the widget sends each password again at every keystroke).
 */
export function countL33tReadings(password: string): number {
  const present = [...new Set(password)].filter((char) => L33T_CHARS.has(char)).sort();
  const key = present.join('');
  let count = readingsBySet.get(key);
  if (count === undefined) {
    count = enumerateL33tReadings(key);
    if (readingsBySet.size >= READINGS_CACHE_SIZE) readingsBySet.clear();
    readingsBySet.set(key, count);
  }
  return count;
}

const L33T_CHARS = new Set(Object.values(L33T_TABLE).flat());
/** Sets of l33t characters remembered per thread (a few bytes each). */
const READINGS_CACHE_SIZE = 4_096;
const readingsBySet = new Map<string, number>();

function enumerateL33tReadings(password: string): number {
  const table = matching.relevant_l33t_subtable(password, L33T_TABLE);
  let subs: Map<string, string>[] = [new Map()];
  for (const [letter, l33tChars] of Object.entries(table)) {
    const next = new Map<string, Map<string, string>>();
    for (const l33tChar of l33tChars) {
      for (const sub of subs) {
        const options = sub.has(l33tChar)
          ? [sub, new Map(sub).set(l33tChar, letter)]
          : [new Map(sub).set(l33tChar, letter)];
        for (const option of options) next.set(labelOf(option), option);
      }
    }
    subs = [...next.values()];
  }
  return Object.keys(table).length === 0 ? 0 : subs.length;
}

function labelOf(sub: Map<string, string>): string {
  return [...sub]
    .map(([l33tChar, letter]) => `${l33tChar}${letter}`)
    .sort()
    .join('\u0001');
}
