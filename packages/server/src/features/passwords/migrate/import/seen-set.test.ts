import { describe, expect, it } from 'vitest';
import { SeenSet } from './seen-set.ts';

describe('the import’s set of emails and phones met', () => {
  it('knows every value met, and only those, as it grows past its first table', () => {
    const seen = new SeenSet();
    const values = Array.from({ length: 5000 }, (_, i) => `email:user${i}@example.com`);
    expect(values.every((value) => seen.add(value))).toBe(true);
    expect(values.some((value) => seen.add(value))).toBe(false);
    expect(seen.add('email:someone.new@example.com')).toBe(true);
    expect(seen.add('phone:+15555550100')).toBe(true);
    expect(seen.add('phone:+15555550100')).toBe(false);
  });
});
