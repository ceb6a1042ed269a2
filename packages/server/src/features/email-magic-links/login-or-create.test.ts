import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../../store/outbox.ts';
import { upsertProject } from '../../store/projects.ts';
import { findUserByEmail } from '../../store/users.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

const PATH = '/magic_links/email/login_or_create';

describe('POST /magic_links/email/login_or_create', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const sent = async () => listOutboxMessages(t.deps.db);
  const newest = async () => {
    const [message] = await sent();
    if (!message) throw new Error('no message was sent');
    return message;
  };
  const magicLinkRows = () => t.deps.db.selectFrom('magic_links').selectAll().execute();

  describe('login or signup', () => {
    it('creates an unknown user as active and emails a signup link', async () => {
      const res = await t.sdk(PATH, { email: ' Ada@Example.COM ' });
      expect(res.status).toBe(200);

      const user = await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com');
      expect(user).toMatchObject({ email: 'ada@example.com', userStatus: 'active', verified: false });
      const message = await newest();
      expect(message).toMatchObject({ to: 'ada@example.com', channel: 'email', code: null });
      expect(message.subject).toBe('Finish creating your Test project account');
      const [row] = await magicLinkRows();
      expect(row?.kind).toBe('signup');
    });

    it('emails an existing user a login link and creates no second user', async () => {
      await t.sdk(PATH, { email: 'ada@example.com' });
      const res = await t.sdk(PATH, { email: 'ada@example.com' });
      expect(res.status).toBe(200);

      expect((await newest()).subject).toBe('Your login link for Test project');
      expect(await t.deps.db.selectFrom('users').select('user_id').execute()).toHaveLength(1);
      expect((await magicLinkRows()).map((r) => r.kind).sort()).toEqual(['login', 'signup']);
    });

    it('creates the user as pending when asked, and sends a pending user the signup email again', async () => {
      await t.sdk(PATH, { email: 'ada@example.com', create_user_as_pending: true });
      expect((await findUserByEmail(t.deps.db, t.project.projectId, 'ada@example.com'))?.userStatus).toBe('pending');

      await t.sdk(PATH, { email: 'ada@example.com' });
      expect((await newest()).subject).toBe('Finish creating your Test project account');
    });

    it('answers the same body whether or not the account existed, without a user id', async () => {
      const first = await t.sdk(PATH, { email: 'ada@example.com' });
      const second = await t.sdk(PATH, { email: 'ada@example.com' });
      const strip = (body: Record<string, unknown>) => ({ ...body, request_id: 'x' });
      expect(strip(first.body)).toEqual({ status_code: 200, request_id: 'x' });
      expect(strip(second.body)).toEqual(strip(first.body));
    });

    it('refuses an invalid email with invalid_email and sends nothing', async () => {
      for (const email of ['not-an-email', 'ada@', 'ada@example', '']) {
        const res = await t.sdk(PATH, { email });
        expect(res.status, email).toBe(400);
        expect(res.body.error_type, email).toBe('invalid_email');
      }
      expect(await sent()).toHaveLength(0);
    });
  });

  describe('expiry', () => {
    it('makes links last 30 minutes by default', async () => {
      const before = t.clock.now();
      await t.sdk(PATH, { email: 'ada@example.com' });
      const [row] = await magicLinkRows();
      expect(row?.expires_at).toBeGreaterThanOrEqual(before + 30 * 60_000);
      expect(row?.expires_at).toBeLessThanOrEqual(t.clock.now() + 30 * 60_000);
      expect((await newest()).text).toContain('expires in 30 minutes');
    });

    it('uses signup_expiration_minutes for a new user and login_expiration_minutes for an existing one', async () => {
      const options = { login_expiration_minutes: 10, signup_expiration_minutes: 60 };
      await t.sdk(PATH, { email: 'ada@example.com', ...options });
      await t.sdk(PATH, { email: 'ada@example.com', ...options });
      const rows = await magicLinkRows();
      const lifetime = (kind: string) => {
        const row = rows.find((r) => r.kind === kind);
        return row ? row.expires_at - row.created_at : null;
      };
      expect(lifetime('signup')).toBe(60 * 60_000);
      expect(lifetime('login')).toBe(10 * 60_000);
    });
  });

  describe('the link', () => {
    it('is the first configured redirect URL with the token type and a 256-bit token appended', async () => {
      await t.sdk(PATH, { email: 'ada@example.com' });
      const message = await newest();
      expect(message.links).toHaveLength(1);
      const link = new URL(message.links[0] as string);
      expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/authenticate`);
      expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(message.text).toContain(link.href);
      expect(message.html).toContain(link.href.replaceAll('&', '&amp;'));
    });

    it('keeps the query parameters and fragment the redirect URL already has', async () => {
      const url = `${TEST_ORIGIN}/authenticate?next=%2Faccount&lang=en#top`;
      await upsertProject(t.deps.db, t.clock, {
        ...testProjectConfig,
        redirect_urls: { ...testProjectConfig.redirect_urls, login: [url] },
      });
      await t.sdk(PATH, { email: 'ada@example.com' });
      await t.sdk(PATH, { email: 'ada@example.com', login_magic_link_url: url });
      const link = new URL((await newest()).links[0] as string);
      expect(link.searchParams.get('next')).toBe('/account');
      expect(link.searchParams.get('lang')).toBe('en');
      expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
      expect(link.hash).toBe('#top');
    });

    it('stores only the SHA-256 of the token: no table holds it in plaintext', async () => {
      await t.sdk(PATH, { email: 'ada@example.com' });
      const token = new URL((await newest()).links[0] as string).searchParams.get('token') as string;
      const [row] = await magicLinkRows();
      const { createHash } = await import('node:crypto');
      expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      for (const table of ['magic_links', 'users', 'user_emails', 'sessions'] as const) {
        const rows = await t.deps.db.selectFrom(table).selectAll().execute();
        expect(JSON.stringify(rows), table).not.toContain(token);
      }
      expect(t.logs.join('\n')).not.toContain(token);
    });
  });

  describe('redirect URL allowlist', () => {
    it('accepts an allowed URL written differently (normalized before comparing)', async () => {
      const res = await t.sdk(PATH, {
        email: 'ada@example.com',
        signup_magic_link_url: 'HTTPS://HOST.example:443/welcome',
      });
      expect(res.status).toBe(200);
      expect(new URL((await newest()).links[0] as string).pathname).toBe('/welcome');
    });

    it('refuses a URL not in the list with redirect_url_not_allowed naming it, for new and existing users alike', async () => {
      await t.sdk(PATH, { email: 'known@example.com' });
      const before = (await sent()).length;
      for (const email of ['known@example.com', 'new@example.com']) {
        const res = await t.sdk(PATH, { email, signup_magic_link_url: 'https://evil.example/steal' });
        expect(res.status).toBe(400);
        expect(res.body.error_type).toBe('redirect_url_not_allowed');
        expect(res.body.error_message).toContain('https://evil.example/steal');
      }
      const login = await t.sdk(PATH, { email: 'new@example.com', login_magic_link_url: `${TEST_ORIGIN}/welcome` });
      expect(login.body.error_type).toBe('redirect_url_not_allowed');
      expect(await sent()).toHaveLength(before);
      expect(await findUserByEmail(t.deps.db, t.project.projectId, 'new@example.com')).toBeNull();
    });

    it('answers no_redirect_url_configured when none is given and none is configured', async () => {
      await upsertProject(t.deps.db, t.clock, {
        ...testProjectConfig,
        redirect_urls: { login: [], signup: [], reset_password: [] },
      });
      const res = await t.sdk(PATH, { email: 'ada@example.com' });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('no_redirect_url_configured');
    });
  });

  describe('named templates', () => {
    beforeEach(async () => {
      await upsertProject(t.deps.db, t.clock, {
        ...testProjectConfig,
        email_templates: {
          welcome: {
            subject: 'Welcome to {{project_name}}, {{email}}',
            text: 'Hello {{email}}, start here: {{link}} (valid {{expiration_minutes}} min). {{unknown}} stays.',
            html: '<h1>Hi {{email}}</h1><p><a href="{{link}}">Start</a></p>',
          },
          plain: { subject: 'Log in', text: 'Use the link below.' },
        },
      });
    });

    it('renders the signup template with its placeholders, escaping values in HTML', async () => {
      // A valid address can still carry HTML-significant characters (' and &).
      await t.sdk(PATH, { email: "o'hara&co@example.com", signup_template_id: 'welcome' });
      const message = await newest();
      const link = message.links[0] as string;
      expect(message.subject).toBe("Welcome to Test project, o'hara&co@example.com");
      expect(message.text).toBe(`Hello o'hara&co@example.com, start here: ${link} (valid 30 min). {{unknown}} stays.`);
      expect(message.html).toBe(
        `<h1>Hi o&#39;hara&amp;co@example.com</h1><p><a href="${link.replaceAll('&', '&amp;')}">Start</a></p>`,
      );
    });

    it('uses login_template_id for an existing user and shows the link even when the template forgot it', async () => {
      await t.sdk(PATH, { email: 'ada@example.com' });
      await t.sdk(PATH, { email: 'ada@example.com', login_template_id: 'plain' });
      const message = await newest();
      const link = message.links[0] as string;
      expect(message.subject).toBe('Log in');
      expect(message.text).toBe(`Use the link below.\n\n${link}\n`);
      expect(message.html).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);
    });

    it('refuses an unknown template id with template_not_found before creating anyone', async () => {
      const res = await t.sdk(PATH, { email: 'new@example.com', signup_template_id: 'nope' });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('template_not_found');
      expect(await findUserByEmail(t.deps.db, t.project.projectId, 'new@example.com')).toBeNull();
      const inherited = await t.sdk(PATH, { email: 'new@example.com', login_template_id: 'toString' });
      expect(inherited.body.error_type).toBe('template_not_found');
    });
  });
});
