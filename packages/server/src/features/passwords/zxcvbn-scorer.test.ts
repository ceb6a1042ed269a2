import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import zxcvbn from 'zxcvbn';
import { countL33tReadings, L33T_TABLE, MAX_SCORED_LENGTH, scoredPrefix, scorePassword } from './zxcvbn-scorer.ts';

interface Matching {
  enumerate_l33t_subs(table: Record<string, string[]>): Record<string, string>[];
  relevant_l33t_subtable(password: string, table: Record<string, string[]>): Record<string, string[]>;
}
const matching = createRequire(import.meta.url)('zxcvbn/lib/matching.js') as Matching;

const ORDINARY = [
  'password',
  'P@ssw0rd!',
  'Tr0ub4dour&3',
  'correct horse battery staple',
  'j8#Lq!2vZr',
  'l3tm31n!!',
  'summer2024',
  '1q2w3e4r5t',
];

describe('zxcvbn scorer', () => {
  it('scores ordinary passwords whole, exactly as the reference does', () => {
    for (const password of ORDINARY) {
      expect(scoredPrefix(password)).toBe(password);
      const ours = scorePassword(password, ['ada']);
      const reference = zxcvbn(password, ['ada']);
      expect([ours.score, ours.feedback]).toEqual([reference.score, reference.feedback]);
    }
  });

  it("counts the l33t readings zxcvbn's matcher will try", () => {
    for (const password of ['P@ssw0rd!', '4@8({[<369!|7+0$5%2', 'l1|7+', 'abc']) {
      const table = matching.relevant_l33t_subtable(password, L33T_TABLE);
      const reference = matching.enumerate_l33t_subs(table);
      const distinct = new Set(reference.map((sub) => JSON.stringify(Object.entries(sub).sort())));
      expect(countL33tReadings(password)).toBe(Object.keys(table).length === 0 ? 0 : distinct.size);
    }
  });

  it('scores only a bounded prefix of passwords crowded with distinct l33t symbols, or of long ones', () => {
    const crowded = '4@8({[<369!|7+0$5%2'.repeat(3);
    expect(scoredPrefix(crowded).length).toBeLessThan(12);
    expect(scoredPrefix('x'.repeat(200))).toHaveLength(MAX_SCORED_LENGTH);
  });
});
