import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOtherProject, signInNewUser } from '../../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { backendAs, TEST_PROJECT_ID } from '../../testing/user-factors.ts';

describe('POST /v1/users', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('creates an active user with an unverified email, a phone, a name and metadata, in Stytch’s shape', async () => {
    const res = await t.backend('/users', {
      email: ' Ada@Host.Example ',
      phone_number: '+15551234567',
      name: { first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' },
      trusted_metadata: { plan: 'pro', seats: 3 },
      untrusted_metadata: { theme: 'dark' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status_code: 200,
      user_id: expect.stringMatching(/^user-test-/),
      email_id: expect.stringMatching(/^email-test-/),
      phone_id: expect.stringMatching(/^phone-test-/),
      status: 'active',
    });
    expect(res.body.user).toMatchObject({
      user_id: res.body.user_id,
      status: 'active',
      name: { first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' },
      emails: [{ email_id: res.body.email_id, email: 'ada@host.example', verified: false }],
      phone_numbers: [{ phone_id: res.body.phone_id, phone_number: '+15551234567', verified: false }],
      trusted_metadata: { plan: 'pro', seats: 3 },
      untrusted_metadata: { theme: 'dark' },
      password: null,
    });
    const read = await t.backend(`/users/${res.body.user_id}`);
    expect(read.body.user).toEqual(res.body.user);
  });

  it('creates a pending user with create_user_as_pending, and an empty email_id for a phone-only user', async () => {
    const res = await t.backend('/users', { phone_number: '+447700900123', create_user_as_pending: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', email_id: '', user: { status: 'pending', emails: [] } });
  });

  it('answers duplicate_email (409) for an address another user has, whatever its case', async () => {
    await signInNewUser(t.deps, t.project, { email: 'grace@host.example' });
    const res = await t.backend('/users', { email: 'GRACE@host.example' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error_type: 'duplicate_email',
      error_message: 'A user of this project already has this email address.',
    });
  });

  it('answers duplicate_phone_number (409) for a number another user has, and creates nothing', async () => {
    await t.backend('/users', { phone_number: '+15550001111' });
    const res = await t.backend('/users', { email: 'new@host.example', phone_number: '+15550001111' });
    expect(res.status).toBe(409);
    expect(res.body.error_type).toBe('duplicate_phone_number');
    const search = await t.backend('/users/search', {
      query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['new@host.example'] }] },
    });
    expect(search.body.results).toEqual([]);
  });

  it('lets two projects each have a user with the same email', async () => {
    await addOtherProject(t.deps);
    const ours = await t.backend('/users', { email: 'same@host.example' });
    const theirs = await backendAs(t, '/users', { body: { email: 'same@host.example' } });
    expect([ours.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.body.user_id).not.toBe(ours.body.user_id);
  });

  it.each([
    ['neither email nor phone_number', {}, 400, 'missing_email_or_phone_number'],
    ['an email that is not one', { email: 'not-an-email' }, 400, 'invalid_email'],
    ['a phone number not in E.164', { phone_number: '555-1234' }, 400, 'invalid_phone_number'],
    [
      'a name part over 256 characters',
      { email: 'a@host.example', name: { first_name: 'x'.repeat(257) } },
      400,
      'bad_request',
    ],
    ['metadata that is not an object', { email: 'a@host.example', trusted_metadata: ['a'] }, 400, 'bad_request'],
    [
      'metadata of 21 top-level keys',
      {
        email: 'a@host.example',
        trusted_metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
      },
      400,
      'invalid_metadata',
    ],
    [
      'metadata over 4096 bytes',
      { email: 'a@host.example', untrusted_metadata: { blob: 'é'.repeat(2100) } },
      400,
      'invalid_metadata',
    ],
  ])('refuses %s', async (_, body, status, errorType) => {
    const res = await t.backend('/users', body);
    expect(res.status).toBe(status);
    expect(res.body.error_type).toBe(errorType);
  });

  it('names the cap a metadata object broke', async () => {
    const res = await t.backend('/users', { email: 'a@host.example', untrusted_metadata: { blob: 'x'.repeat(5000) } });
    expect(res.body.error_message).toBe('untrusted_metadata would be 5011 bytes as JSON; the most is 4096.');
  });

  it('drops a metadata key named __proto__ instead of letting it reach a prototype', async () => {
    const res = await t.app.request('/v1/users', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${TEST_PROJECT_ID}:${testProjectConfig.secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{"email":"proto@host.example","trusted_metadata":{"__proto__":{"admin":true},"plan":"free"}}',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user_id: string };
    const read = await t.backend(`/users/${body.user_id}`);
    expect(read.body.user.trusted_metadata).toEqual({ plan: 'free' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a wrong secret, and another project’s secret for this project, with unauthorized_credentials', async () => {
    await addOtherProject(t.deps);
    const wrong = await t.backend(
      '/users',
      { email: 'a@host.example' },
      { secret: 'secret-test-wrong-but-long-enough-value' },
    );
    const crossed = await backendAs(t, '/users', { projectId: TEST_PROJECT_ID, body: { email: 'a@host.example' } });
    expect([wrong.status, crossed.status]).toEqual([401, 401]);
    expect([wrong.body.error_type, crossed.body.error_type]).toEqual([
      'unauthorized_credentials',
      'unauthorized_credentials',
    ]);
  });
});
