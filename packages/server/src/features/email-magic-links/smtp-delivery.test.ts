import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpSender } from '../../delivery/smtp-sender.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts';

/** A real SMTP server on a free local port, keeping every message it accepts, parsed. */
async function startSmtpServer() {
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('magic links over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestContext;
  let mailer: ReturnType<typeof createSmtpSender>;

  beforeEach(async () => {
    smtp = await startSmtpServer();
    // Configured the way SMTP_URL configures production: one URL that nodemailer understands.
    mailer = createSmtpSender(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`);
    t = await createTestContext({ deps: { mailer } });
  });
  afterEach(async () => {
    await mailer.close();
    await t.close();
    await smtp.close();
  });

  it('delivers a signup email whose link, followed, signs the user in', async () => {
    const res = await t.sdk('/magic_links/email/login_or_create', { email: 'Grace@Example.com' });
    expect(res.status).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const [{ envelopeTo, mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(envelopeTo).toEqual(['grace@example.com']);
    expect(mail.from?.value).toEqual([{ address: 'login@host.example', name: 'Host' }]);
    expect(mail.subject).toBe('Finish creating your Test project account');

    // The link as a reader sees it in the text part, and as the button in the HTML part.
    const textLink = mail.text?.match(/https:\/\/\S+/)?.[0] as string;
    expect(textLink.startsWith(`${TEST_ORIGIN}/authenticate?stytch_token_type=magic_links&token=`)).toBe(true);
    const hrefs = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) =>
      (m[1] as string).replaceAll('&amp;', '&'),
    );
    expect(hrefs).toContain(textLink);

    const token = new URL(textLink).searchParams.get('token');
    const signedIn = await t.sdk('/magic_links/authenticate', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.emails).toEqual([
      expect.objectContaining({ email: 'grace@example.com', verified: true }),
    ]);

    // SMTP mode keeps nothing in the dev outbox.
    expect(await t.deps.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('answers email_delivery_failed without leaking the token or SMTP details when the server is unreachable', async () => {
    await smtp.close();
    const res = await t.sdk('/magic_links/email/login_or_create', { email: 'grace@example.com' });
    expect(res.status).toBe(503);
    expect(res.body.error_type).toBe('email_delivery_failed');
    const log = t.logs.join('\n');
    expect(log).toContain(`SMTP delivery through 127.0.0.1:${smtp.port} failed`);
    expect(log).not.toMatch(/token=/);
  });
});
