import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ErrorMessageKey, errorMessage } from '../errors/messages/index.ts';
import { upsertProject } from '../store/projects.ts';
import { PATHS, sendCode, wrongCode } from '../testing/otp.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../testing/test-context.ts';

const de = (key: ErrorMessageKey) => errorMessage(key, 'de');
const fr = (key: ErrorMessageKey, values?: Record<string, number>) => errorMessage(key, 'fr', values);
// Weak but in no breach list, so refused as weak_password (a breached one is breached_password).
const SEQUENCE = 'abcdefghijklmn';
const STRONG = 'violet-harbour-tangent-47';

describe('error messages in the language the widget asks for (Accept-Language)', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('answers a wrong passcode in German to a German widget, and in English without the header', async () => {
    const { methodId, code } = await sendCode(t, 'email', 'ada@example.com');
    const wrong = { token: wrongCode(code), method_id: methodId };
    const german = await t.sdk(PATHS.authenticate, wrong, { acceptLanguage: 'de-AT,de;q=0.9' });
    expect(german.body).toMatchObject({ error_type: 'otp_code_not_found', error_message: de('otp_code_not_found') });
    const english = await t.sdk(PATHS.authenticate, wrong);
    expect(english.body.error_message).toBe('Invalid passcode, please try again.');
  });

  it('translates a route’s own wording too: a wrong password in French', async () => {
    await t.sdk('/passwords', { email: 'ada@example.com', password: STRONG });
    const res = await t.sdk(
      '/passwords/authenticate',
      { email: 'ada@example.com', password: `${STRONG}x` },
      {
        acceptLanguage: 'fr',
      },
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      error_type: 'unauthorized_credentials',
      error_message: fr('unauthorized_credentials.password'),
    });
  });

  it('gives zxcvbn’s feedback in German, in the strength check and in the refusal', async () => {
    const check = await t.sdk('/passwords/strength_check', { password: SEQUENCE }, { acceptLanguage: 'de' });
    expect(check.body.feedback).toMatchObject({
      warning: de('feedback.sequences'),
      suggestions: [de('feedback.addWords'), de('feedback.avoidSequences')],
    });
    const signUp = { email: 'ada@example.com', password: SEQUENCE };
    const refused = await t.sdk('/passwords', signUp, { acceptLanguage: 'de' });
    expect(refused.body.error_type).toBe('weak_password');
    expect(refused.body.error_message).toBe(
      [de('weak_password'), de('feedback.sequences'), de('feedback.addWords'), de('feedback.avoidSequences')].join(' '),
    );
    expect(refused.body.strength_check.feedback.warning).toBe(de('feedback.sequences'));
  });

  it('says what a LUDS policy still misses, in French', async () => {
    await upsertProject(t.deps.db, t.deps.clock, {
      ...testProjectConfig,
      password_config: { strength_policy: 'luds', luds_complexity: 3, luds_minimum_count: 12 },
    });
    const res = await t.sdk(
      '/passwords',
      { email: 'ada@example.com', password: 'ksdjfhqwe' },
      { acceptLanguage: 'fr' },
    );
    expect(res.body.error_type).toBe('weak_password');
    expect(res.body.error_message).toBe(
      [
        fr('weak_password.policy'),
        fr('weak_password.missingCharacters', { count: 3 }),
        fr('weak_password.missingKinds', { count: 2 }),
      ].join(' '),
    );
  });

  it('keeps a message written for the developer in English, whatever the language', async () => {
    const res = await t.sdk('/passwords/strength_check', { password: 42 }, { acceptLanguage: 'de' });
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('bad_request');
    expect(res.body.error_message).toMatch(/^The request is not valid\./);
  });
});
