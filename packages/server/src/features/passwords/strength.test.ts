import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';
import { createPasswordContext, type PasswordContext } from './context.ts';
import { passwordSettingsFromEnv } from './settings.ts';
import { checkPasswordStrength, emailUserInputs } from './strength.ts';

const ZXCVBN = { strength_policy: 'zxcvbn', luds_complexity: 3, luds_minimum_count: 8 } as const;
const LUDS = { strength_policy: 'luds', luds_complexity: 3, luds_minimum_count: 10 } as const;

// Scores of the reference zxcvbn 4.4.2 (which the server runs unmodified); breached = in the top
// 100,000 of the offline list (exactly or in lower case).
const ZXCVBN_VECTORS: [password: string, score: number, valid: boolean, breached: boolean][] = [
  ['password', 0, false, true],
  ['P@ssw0rd', 0, false, true],
  ['qwerty123', 0, false, true],
  ['abc123', 0, false, true],
  ['1234567890', 0, false, true],
  ['dragon', 0, false, true],
  ['iloveyou2', 1, false, true],
  ['letmein!', 1, false, false],
  ['Tr0ub4dour&3', 2, false, false],
  ['summer2024', 2, false, false],
  ['blue-sky', 2, false, false],
  ['j8#Lq!2vZr', 3, true, false],
  ['Ov3rth3R41nb0w', 3, true, false],
  ['kQ7$mN2@xP9!', 4, true, false],
  ['correct horse battery staple', 4, true, false],
  ['violet-harbour-tangent-47', 4, true, false],
];

// [password, valid, missing_characters, missing_complexity, breached] under 10 characters, 3 classes.
const LUDS_VECTORS: [string, boolean, number, number, boolean][] = [
  ['short', false, 5, 2, true],
  ['nocapitalsordigits', false, 0, 2, false],
  ['Mixedcaseletters', false, 0, 1, false],
  ['Mixedcase123', true, 0, 0, false],
  ['lower-and-digits-1', true, 0, 0, false],
  ['ÄÖÜäöü1234', true, 0, 0, false],
  ['Ab1!', false, 6, 0, false],
  ['Password123', false, 0, 0, true],
  ['Qwertyuiop1', false, 0, 0, true],
];

describe('strength check', () => {
  let t: TestContext;
  let context: PasswordContext;
  beforeEach(async () => {
    t = await createTestContext();
    context = createPasswordContext(t.deps, passwordSettingsFromEnv({}));
  });
  afterEach(() => t.close());

  describe('zxcvbn policy: valid at score 3 or more, never when breached', () => {
    it.each(ZXCVBN_VECTORS)('%s → score %i, valid %s, breached %s', async (password, score, valid, breached) => {
      const result = await checkPasswordStrength(context, { password, email: null, policy: ZXCVBN });
      expect(result).toMatchObject({
        score,
        valid_password: valid,
        breached_password: breached,
        strength_policy: 'zxcvbn',
      });
      expect(result.feedback.luds_requirements).toBeNull();
    });

    it('counts the email against the password', async () => {
      const alone = await checkPasswordStrength(context, { password: 'adalovelace1815', email: null, policy: ZXCVBN });
      const withEmail = await checkPasswordStrength(context, {
        password: 'adalovelace1815',
        email: 'ada.lovelace@example.com',
        policy: ZXCVBN,
      });
      expect(alone).toMatchObject({ score: 4, valid_password: true });
      expect(withEmail).toMatchObject({ score: 1, valid_password: false });
    });

    it('explains a weak password with zxcvbn feedback', async () => {
      const result = await checkPasswordStrength(context, { password: 'qwerty123', email: null, policy: ZXCVBN });
      expect(result.feedback.warning).toBe('This is a very common password');
      expect(result.feedback.suggestions.length).toBeGreaterThan(0);
    });
  });

  describe('LUDS policy: length and character classes, never when breached', () => {
    it.each(LUDS_VECTORS)(
      '%s → valid %s, missing %i characters and %i classes',
      async (password, valid, chars, classes, breached) => {
        const result = await checkPasswordStrength(context, { password, email: null, policy: LUDS });
        expect(result).toMatchObject({ valid_password: valid, strength_policy: 'luds', breached_password: breached });
        expect(result.feedback.luds_requirements).toMatchObject({
          missing_characters: chars,
          missing_complexity: classes,
        });
      },
    );

    it('does not count the parts of the password that repeat the email', async () => {
      const policy = { ...LUDS, luds_minimum_count: 8 };
      const result = await checkPasswordStrength(context, {
        password: 'Lovelace-2024',
        email: 'ada.lovelace@example.com',
        policy,
      });
      expect(result.valid_password).toBe(false);
      expect(result.feedback.luds_requirements).toMatchObject({ missing_characters: 3, has_upper_case: false });
      expect(result.feedback.warning).toBe('Avoid using your email address in your password.');
      const other = await checkPasswordStrength(context, {
        password: 'Lovelace-2024',
        email: 'ada@example.com',
        policy,
      });
      expect(other.valid_password).toBe(true);
    });
  });

  describe('over HTTP', () => {
    it("applies the project's policy and answers the wire's shape", async () => {
      const res = await t.sdk('/passwords/strength_check', { email: 'ada@example.com', password: 'password' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status_code: 200,
        score: 0,
        valid_password: false,
        strength_policy: 'zxcvbn',
        breached_password: true,
        feedback: { luds_requirements: null },
      });
    });

    it('answers invalid_email for an email that is not one', async () => {
      const res = await t.sdk('/passwords/strength_check', { email: 'ada@', password: 'whatever-it-is' });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('invalid_email');
    });

    it('checks without an email (the reset widget)', async () => {
      const res = await t.sdk('/passwords/strength_check', { password: 'violet-harbour-tangent-47' });
      expect(res.body).toMatchObject({ score: 4, valid_password: true });
    });
  });

  it('derives the user words from the email', () => {
    expect(emailUserInputs('ada.lovelace+x@example.com')).toEqual([
      'ada.lovelace+x@example.com',
      'ada.lovelace+x',
      'adalovelacex',
      'ada',
      'lovelace',
    ]);
    expect(emailUserInputs(null)).toEqual([]);
  });
});
