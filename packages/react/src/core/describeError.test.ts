import { describe, expect, it } from 'vitest';
import { describeError } from './describeError.ts';

describe('describeError', () => {
  it('uses an API error’s error_message and type', () => {
    const error = Object.assign(new Error('HTTP 429'), {
      error_type: 'too_many_requests',
      error_message: 'Slow down.',
    });
    expect(describeError(error, 'fallback')).toEqual({ error_type: 'too_many_requests', message: 'Slow down.' });
  });

  it('uses any other error’s message, and a fallback when there is none', () => {
    expect(describeError(new TypeError('Failed to fetch'), 'fallback')).toEqual({ message: 'Failed to fetch' });
    expect(describeError(undefined, 'fallback')).toEqual({ message: 'fallback' });
  });
});
