import { createRequire } from 'node:module';

/**
 * zxcvbn's `enumerate_l33t_subs`, remembered: its l33t matcher lists every way of reading the
 * password's l33t characters as letters, anew for each password, though the list depends only on
 * which l33t characters occur (the table it is given). Lists of up to MAX_REMEMBERED_SUBS readings
 * are kept per table; zxcvbn only reads them, so sharing one is safe.
 */
type L33tTable = Record<string, string[]>;
type Subs = Record<string, string>[];

interface Matching {
  enumerate_l33t_subs(this: unknown, table: L33tTable): Subs;
}

const matching = createRequire(import.meta.url)('zxcvbn/lib/matching.js') as Matching;

/** zxcvbn's own `enumerate_l33t_subs`, kept to check the remembered one against. */
export const referenceEnumerateL33tSubs = matching.enumerate_l33t_subs;

/** Longer lists (crowded passwords, rare) are not kept: a few would take megabytes. */
const MAX_REMEMBERED_SUBS = 64;
const MAX_TABLES = 1_024;
const subsByTable = new Map<string, Subs>();

/** Same argument, same list (the same objects each time for a given table). */
export function rememberedEnumerateL33tSubs(this: unknown, table: L33tTable): Subs {
  const key = JSON.stringify(table);
  const known = subsByTable.get(key);
  if (known) return known;
  const subs = referenceEnumerateL33tSubs.call(this, table);
  if (subs.length <= MAX_REMEMBERED_SUBS) {
    if (subsByTable.size >= MAX_TABLES) subsByTable.clear();
    subsByTable.set(key, subs);
  }
  return subs;
}

/** zxcvbn's matcher with the remembered enumeration in place (idempotent). */
export function installRememberedL33tSubs(): void {
  matching.enumerate_l33t_subs = rememberedEnumerateL33tSubs;
}
