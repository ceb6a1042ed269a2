import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../../store/outbox.ts';
import { upsertProject } from '../../store/projects.ts';
import { findUserByEmail, findUserByPhone } from '../../store/users.ts';
import { newestMessageTo, PATHS, sendCode } from '../../testing/otp.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

describe('sending passcodes', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const codeRows = () => t.deps.db.selectFrom('otp_codes').selectAll().execute();

  describe('by email', () => {
    it('creates an unknown user, answers the email id as method_id, and emails a signup code', async () => {
      const res = await t.sdk(PATHS.email, { email: ' Ada@Example.COM ' });
      expect(res.status).toBe(200);
      const user = await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com');
      expect(user).toMatchObject({ userStatus: 'active', verified: false });
      expect(res.body.method_id).toBe(user?.emailId);
      expect(res.body.method_id).toMatch(/^email-test-/);
      const message = await newestMessageTo(t, 'ada@example.com');
      expect(message).toMatchObject({ channel: 'email', links: [] });
      expect(message.code).toMatch(/^\d{6}$/);
      expect(message.subject).toBe(`Your Test project sign-up code is ${message.code}`);
      expect(message.text).toContain(message.code);
      expect(message.text).toContain('expires in 5 minutes');
      expect(message.html).toContain(message.code);
    });

    it('sends an existing user a login code and answers with the same method id and body shape', async () => {
      const first = await t.sdk(PATHS.email, { email: 'ada@example.com' });
      const second = await t.sdk(PATHS.email, { email: 'ada@example.com' });
      expect(second.body.method_id).toBe(first.body.method_id);
      const strip = (body: Record<string, unknown>) => ({ ...body, request_id: 'x' });
      expect(strip(second.body)).toEqual(strip(first.body));
      expect(Object.keys(first.body).sort()).toEqual(['method_id', 'request_id', 'status_code']);
      const message = await newestMessageTo(t, 'ada@example.com');
      expect(message.subject).toBe(`Your Test project login code is ${message.code}`);
      expect(await t.deps.db.selectFrom('users').select('user_id').execute()).toHaveLength(1);
    });

    it('uses expiration_minutes for the code and says so in the email', async () => {
      await t.sdk(PATHS.email, { email: 'ada@example.com', expiration_minutes: 2 });
      const [row] = await codeRows();
      expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(2 * 60_000);
      expect((await newestMessageTo(t, 'ada@example.com')).text).toContain('expires in 2 minutes');
    });

    it('renders the named signup and login templates with {{code}}', async () => {
      await upsertProject(t.deps.db, t.clock, {
        ...testProjectConfig,
        email_templates: {
          hello: { subject: 'Welcome {{email}}', text: 'Your code: {{code}} ({{expiration_minutes}} min)' },
          again: { subject: 'Back again', text: 'No placeholder here.', html: '<p>Hi {{email}}</p>' },
        },
      });
      const options = { signup_template_id: 'hello', login_template_id: 'again' };
      await t.sdk(PATHS.email, { email: "o'hara@example.com", ...options });
      const signup = await newestMessageTo(t, "o'hara@example.com");
      expect(signup.subject).toBe("Welcome o'hara@example.com");
      expect(signup.text).toBe(`Your code: ${signup.code} (5 min)`);
      await t.sdk(PATHS.email, { email: "o'hara@example.com", ...options });
      const login = await newestMessageTo(t, "o'hara@example.com");
      expect(login.subject).toBe('Back again');
      expect(login.text).toBe(`No placeholder here.\n\n${login.code}\n`);
      expect(login.html).toContain('<p>Hi o&#39;hara@example.com</p>');
      expect(login.html).toContain(login.code);
    });

    it('refuses an unknown template and an invalid email before creating anyone', async () => {
      const unknown = await t.sdk(PATHS.email, { email: 'new@example.com', login_template_id: 'nope' });
      expect(unknown.body.error_type).toBe('template_not_found');
      const invalid = await t.sdk(PATHS.email, { email: 'not-an-email' });
      expect(invalid.body.error_type).toBe('invalid_email');
      expect(await t.deps.db.selectFrom('users').select('user_id').execute()).toHaveLength(0);
      expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
    });
  });

  describe.each(['sms', 'whatsapp'] as const)('by %s', (channel) => {
    it('creates a user with the phone number and texts a code in the origin-bound WebOTP format', async () => {
      const res = await t.sdk(PATHS[channel], { phone_number: '+15555550123' });
      expect(res.status).toBe(200);
      const phone = await findUserByPhone(t.deps.db, t.project.projectId, '+15555550123');
      expect(res.body.method_id).toBe(phone?.phoneId);
      expect(res.body.method_id).toMatch(/^phone-test-/);
      const message = await newestMessageTo(t, '+15555550123');
      expect(message.channel).toBe(channel);
      expect(message.code).toMatch(/^\d{6}$/);
      expect(message.text).toBe(
        `${message.code} is your Test project code. It expires in 5 minutes.\n\n@host.example #${message.code}`,
      );
      const [row] = await codeRows();
      expect(row?.channel).toBe(channel);
    });

    it('finds the same user again by the number', async () => {
      const first = await t.sdk(PATHS[channel], { phone_number: '+447700900123' });
      const second = await t.sdk(PATHS[channel], { phone_number: '+447700900123' });
      expect(second.body.method_id).toBe(first.body.method_id);
      expect(await t.deps.db.selectFrom('users').select('user_id').execute()).toHaveLength(1);
    });

    it('refuses a number not in E.164 with invalid_phone_number', async () => {
      for (const phone_number of ['5555550123', '(555) 555-0123', '+0123456789', '+1 555 555 0123', '']) {
        const res = await t.sdk(PATHS[channel], { phone_number });
        expect(res.status, phone_number).toBe(400);
        expect(res.body.error_type, phone_number).toBe('invalid_phone_number');
        expect(res.body.error_message).toBe('Invalid phone number, please try again.');
      }
      expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
    });
  });

  describe('storage', () => {
    it('keeps only a salted scrypt hash of the code: no table, log or answer holds the code', async () => {
      const res = await t.sdk(PATHS.sms, { phone_number: '+15555550123' });
      const { code } = await newestMessageTo(t, '+15555550123');
      const [row] = await codeRows();
      expect(row?.code_hash).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
      expect(row?.code_hash).not.toContain(createHash('sha256').update(String(code)).digest('hex'));
      for (const table of ['otp_codes', 'users', 'user_phone_numbers', 'sessions'] as const) {
        const rows = await t.deps.db.selectFrom(table).selectAll().execute();
        expect(JSON.stringify(rows), table).not.toContain(String(code));
      }
      expect(JSON.stringify(res.body)).not.toContain(String(code));
      expect(t.logs.join('\n')).not.toContain(String(code));
    });

    it('replaces the destination’s code on resend: one row, a new hash, attempts reset', async () => {
      const first = await sendCode(t, 'email', 'ada@example.com');
      const [before] = await codeRows();
      t.clock.advance(30_000);
      const second = await sendCode(t, 'email', 'ada@example.com');
      const rows = await codeRows();
      expect(rows).toHaveLength(1);
      expect(second.methodId).toBe(first.methodId);
      expect(rows[0]?.code_hash).not.toBe(before?.code_hash);
      expect(Number(rows[0]?.created_at)).toBeGreaterThanOrEqual(Number(before?.created_at) + 30_000);
      expect(Number(rows[0]?.expires_at) - Number(rows[0]?.created_at)).toBe(5 * 60_000);
      expect(rows[0]?.failed_attempts).toBe(0);
    });

    it('draws codes uniformly enough that 200 sends give many distinct 6-digit codes', async () => {
      const { generatePasscode } = await import('./codes.ts');
      const codes = Array.from({ length: 200 }, () => generatePasscode());
      expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
      expect(new Set(codes).size).toBeGreaterThan(190);
    });
  });
});
