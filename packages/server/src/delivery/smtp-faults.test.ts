import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../../scripts/lib/postgres-cluster.mjs';
import type { SmtpTimeouts } from '../config/smtp-settings.ts';
import { createUserWithEmail } from '../store/users.ts';
import { type StallingProxy, startStallingProxy } from '../testing/stalling-proxy.ts';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import type { EmailSender } from './email-sender.ts';
import { createSmtpSender } from './smtp-sender.ts';

/** Short, so each fault shows in half a second; production's defaults are 10 s, 10 s and 20 s. */
const TIMEOUTS: SmtpTimeouts = { connectTimeoutMs: 500, greetingTimeoutMs: 500, socketTimeoutMs: 500 };
/** Whatever a busy machine adds before the answer is out. */
const SLACK_MS = 3_000;

/** A real SMTP server; `behaviour` picks how it fails (or `delivers`), `received` lists who got mail. */
async function startSmtpServer(behaviour: 'delivers' | 'hangs after DATA' | 'answers 421') {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (behaviour !== 'answers 421') return callback();
      callback(Object.assign(new Error('Too many connections, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      if (behaviour === 'hangs after DATA') return; // never answers the message
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((to) => to.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Fault = 'is not listening' | 'never greets' | 'answers 421' | 'hangs after DATA';

/** An SMTP URL whose server fails in the given way, and how to stop that server. */
async function faultyServer(fault: Fault): Promise<{ port: number; close(): Promise<void> }> {
  if (fault === 'is not listening') return { port: await freePort(), close: async () => {} };
  if (fault === 'never greets') {
    const silent: StallingProxy = await startStallingProxy();
    return { port: silent.port, close: () => silent.close() };
  }
  return startSmtpServer(fault);
}

const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true`;

/** A mailer whose SMTP server the test can change, as an operator fixes SMTP while Foyer runs. */
function switchableMailer(port: number) {
  let current = createSmtpSender(smtpUrl(port), TIMEOUTS);
  const mailer: EmailSender = {
    description: 'SMTP (switchable)',
    send: (email) => current.send(email),
    close: () => current.close(),
  };
  return {
    mailer,
    switchTo: async (next: number) => {
      await current.close();
      current = createSmtpSender(smtpUrl(next), TIMEOUTS);
    },
  };
}

describe('email when the SMTP server fails', () => {
  let t: TestContext;
  const cleanUp: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanUp.splice(0).reverse()) await step();
  });

  /** Every line the server logged, with its level. */
  const logged: { line: string; level: string }[] = [];

  async function contextWith(port: number, limits?: { perDestination: number }) {
    const switchable = switchableMailer(port);
    logged.length = 0;
    t = await createTestContext({
      deps: { mailer: switchable.mailer, log: (line, level = 'warn') => logged.push({ line, level }) },
      config: limits
        ? {
            sendLimits: {
              perDestination: limits.perDestination,
              perDestinationWindowMs: 600_000,
              perClient: 100,
              perClientWindowMs: 3_600_000,
            },
          }
        : {},
    });
    cleanUp.push(async () => {
      await switchable.mailer.close();
      await t.close();
    });
    return switchable;
  }

  it.each<Fault>(['is not listening', 'never greets', 'answers 421', 'hangs after DATA'])(
    'answers 503 email_delivery_failed with Retry-After, within the timeout, when the server %s',
    async (fault) => {
      const server = await faultyServer(fault);
      cleanUp.push(() => server.close());
      await contextWith(server.port);
      const started = performance.now();
      const answer = await t.sdk('/magic_links/email/login_or_create', { email: 'grace@example.com' });
      const ms = performance.now() - started;
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        error_type: 'email_delivery_failed',
        error_message: 'The email could not be sent just now. Try again in a moment.',
      });
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(ms).toBeLessThan(TIMEOUTS.greetingTimeoutMs + TIMEOUTS.socketTimeoutMs + SLACK_MS);
      // The operator learns which server failed and how; the log never holds the link's token.
      const log = logged.map((entry) => entry.line).join('\n');
      expect(log).toContain(`SMTP delivery through 127.0.0.1:${server.port} failed`);
      expect(log).not.toMatch(/token=/);
    },
    20_000,
  );

  it('tells a German reader in German', async () => {
    await contextWith(await freePort());
    const answer = await t.sdk(
      '/otps/email/login_or_create',
      { email: 'grace@example.com' },
      { acceptLanguage: 'de-DE' },
    );
    expect(answer.body.error_message).toBe(
      'Die E-Mail konnte gerade nicht gesendet werden. Versuche es gleich noch einmal.',
    );
  });

  describe('gives the send back to the address’s limit when nothing was sent', () => {
    it.each([
      ['a login link', '/magic_links/email/login_or_create'],
      ['a passcode', '/otps/email/login_or_create'],
    ])('so %s asked for again once SMTP is back is delivered, not refused with 429', async (_what, path) => {
      const down = await startSmtpServer('answers 421');
      const up = await startSmtpServer('delivers');
      cleanUp.push(down.close, up.close);
      const smtp = await contextWith(down.port, { perDestination: 1 });

      for (let i = 0; i < 3; i += 1) {
        expect((await t.sdk(path, { email: 'grace@example.com' })).body.error_type).toBe('email_delivery_failed');
      }
      await smtp.switchTo(up.port);
      const retried = await t.sdk(path, { email: 'grace@example.com' });
      expect(retried.status).toBe(200);
      expect(up.received).toEqual(['grace@example.com']);
      // The limit still holds for sends that left.
      expect((await t.sdk(path, { email: 'grace@example.com' })).status).toBe(429);
    });
  });

  // A reset email leaves after the answer (its timing must not tell who has an account), so a
  // failed send cannot be a 503: it used to be only logged, and still counted against the
  // address's hourly limit, so the person's retry once SMTP was back got 429 instead of an email.
  describe('a password reset email that could not be sent', () => {
    const resetStart = () => t.sdk('/passwords/email/reset/start', { email: 'grace@example.com' });
    const failures = () => logged.filter((entry) => entry.line.includes('password reset email'));

    it('is given back to the address’s hourly limit, so a reset asked for again once SMTP is back arrives', async () => {
      vi.stubEnv('FOYER_PASSWORD_RESET_EMAILS_PER_HOUR', '2');
      cleanUp.push(async () => void vi.unstubAllEnvs());
      const down = await startSmtpServer('answers 421');
      const up = await startSmtpServer('delivers');
      cleanUp.push(down.close, up.close);
      const smtp = await contextWith(down.port);
      await createUserWithEmail(t.deps.db, t.clock, {
        project: t.project,
        email: 'grace@example.com',
        status: 'active',
      });

      for (let i = 1; i <= 3; i += 1) {
        expect((await resetStart()).status).toBe(200); // the same answer as for any address
        await vi.waitFor(() => expect(failures()).toHaveLength(i), { timeout: 10_000 });
      }
      await smtp.switchTo(up.port);
      expect((await resetStart()).status).toBe(200);
      await vi.waitFor(() => expect(up.received).toEqual(['grace@example.com']), { timeout: 10_000 });
      // The limit still holds for emails that left.
      expect((await resetStart()).status).toBe(200);
      await vi.waitFor(() => expect(up.received).toHaveLength(2), { timeout: 10_000 });
      expect((await resetStart()).status).toBe(429);
    }, 30_000);

    it('is logged once, at error level, naming the server and never the link or its token', async () => {
      const down = await startSmtpServer('answers 421');
      cleanUp.push(down.close);
      await contextWith(down.port);
      await createUserWithEmail(t.deps.db, t.clock, {
        project: t.project,
        email: 'grace@example.com',
        status: 'active',
      });

      expect((await resetStart()).status).toBe(200);
      await vi.waitFor(() => expect(failures()).toHaveLength(1), { timeout: 10_000 });
      const [failure] = failures();
      expect(failure?.level).toBe('error');
      expect(failure?.line).toContain(`SMTP delivery through 127.0.0.1:${down.port} failed`);
      expect(failure?.line).not.toMatch(/token|https?:\/\/|grace@example\.com/);
      // Once: no other line tells of the same failure.
      expect(logged.filter((entry) => entry.line.includes(`127.0.0.1:${down.port}`))).toHaveLength(1);
    }, 20_000);
  });
});
