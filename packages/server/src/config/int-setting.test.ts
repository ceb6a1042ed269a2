import { describe, expect, it } from 'vitest';
import { intSetting } from './int-setting.ts';

describe('a whole-number setting', () => {
  it('falls back when the variable is unset or blank', () => {
    expect(intSetting({}, 'FOYER_X', 7)).toBe(7);
    expect(intSetting({ FOYER_X: '  ' }, 'FOYER_X', 7)).toBe(7);
  });

  it('reads a value inside its range, ends included', () => {
    expect(intSetting({ FOYER_X: ' 0 ' }, 'FOYER_X', 7, { min: 0, max: 19 })).toBe(0);
    expect(intSetting({ FOYER_X: '19' }, 'FOYER_X', 7, { min: 0, max: 19 })).toBe(19);
  });

  it('stops the start with a sentence naming the variable for a value out of range or not whole', () => {
    for (const raw of ['0', '20', '2.5', 'ten']) {
      expect(() => intSetting({ FOYER_X: raw }, 'FOYER_X', 7, { max: 19 })).toThrow(
        `FOYER_X must be a whole number from 1 to 19, got ${raw}`,
      );
    }
  });
});
