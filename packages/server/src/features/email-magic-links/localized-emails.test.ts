import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../../store/outbox.ts';
import { createTestContext, type TestContext } from '../../testing/test-context.ts';

describe('emails in the widget’s locale (the SDK sends it as Accept-Language)', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const newest = async () => {
    const [message] = await listOutboxMessages(t.deps.db);
    if (!message) throw new Error('no message was sent');
    return message;
  };

  it('writes a login link email in German, its expiry in German words', async () => {
    await t.sdk('/magic_links/email/login_or_create', { email: 'ada@example.com' });
    const res = await t.sdk(
      '/magic_links/email/login_or_create',
      { email: 'ada@example.com' },
      { acceptLanguage: 'de-DE,de;q=0.9' },
    );
    expect(res.status).toBe(200);
    const message = await newest();
    expect(message.subject).toBe('Dein Anmeldelink für Test project');
    expect(message.text).toContain('Der Link läuft in 30 Minuten ab');
  });

  it('writes a passcode email in Arabic', async () => {
    await t.sdk('/otps/email/login_or_create', { email: 'ada@example.com' }, { acceptLanguage: 'ar' });
    const message = await newest();
    expect(message.subject).toMatch(/^رمز إنشاء حسابك في Test project هو \d{6}$/);
  });

  it('stays in English for a language it does not write', async () => {
    await t.sdk('/magic_links/email/login_or_create', { email: 'ada@example.com' }, { acceptLanguage: 'gd' });
    expect((await newest()).subject).toBe('Finish creating your Test project account');
  });
});
