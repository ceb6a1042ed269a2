import { describe, expect, it } from 'vitest';
import { errorMessage, feedbackIn } from './index.ts';

describe('the error messages a person may read', () => {
  it('fills placeholders, and falls back to English for a locale it does not write', () => {
    expect(errorMessage('weak_password.missingCharacters', 'en', { count: 3 })).toBe('Characters still needed: 3.');
    expect(errorMessage('otp_code_not_found', 'gd')).toBe('Invalid passcode, please try again.');
  });

  it('translates zxcvbn’s English feedback, and leaves a sentence it has no key for as written', () => {
    expect(feedbackIn('This is a top-10 common password', 'en')).toBe('This is a top-10 common password');
    expect(feedbackIn('This is a top-10 common password', 'de')).not.toBe('This is a top-10 common password');
    expect(feedbackIn('Something zxcvbn never says', 'de')).toBe('Something zxcvbn never says');
  });
});
