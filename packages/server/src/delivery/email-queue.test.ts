import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SmtpTimeouts } from '../config/smtp-settings.ts';
import { registry, sends, watchQueue } from '../metrics/registry.ts';
import { startQueueWorker } from '../queue/worker.ts';
import { createSecretBox } from '../security/secret-box.ts';
import { readQueueStats } from '../store/queue-stats.ts';
import { createUserWithEmail } from '../store/users.ts';
import { createAdminTestContext } from '../testing/admin.ts';
import { createQueuedEmailSender, EMAIL_RETRY_SCHEDULE_MS, emailJobKind } from './email-queue.ts';
import { createSmtpSender } from './smtp-sender.ts';

/** Short, so a hanging server shows in half a second; production's defaults are 10 s, 10 s and 20 s. */
const TIMEOUTS: SmtpTimeouts = { connectTimeoutMs: 500, greetingTimeoutMs: 500, socketTimeoutMs: 500 };

type Behaviour = 'delivers' | 'refuses' | 'hangs after DATA';

/**
 * A real SMTP server the test can switch: delivering, refusing every recipient (550), or taking the
 * message and never answering; `stop()` and `start()` take it down and bring it back on its port.
 */
async function mailServer() {
  const received: { to: string; text: string }[] = [];
  let behaviour: Behaviour = 'delivers';
  let server: SMTPServer | null = null;
  let port = 0;
  const start = async () => {
    const listening = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (behaviour !== 'refuses') return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        if (behaviour === 'hangs after DATA') return void stream.resume(); // never answers
        simpleParser(stream).then((mail) => {
          for (const to of session.envelope.rcptTo) received.push({ to: to.address, text: mail.text ?? '' });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.server.address() as AddressInfo).port;
    server = listening;
  };
  await start();
  return {
    received,
    url: () => `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    set: (next: Behaviour) => {
      behaviour = next;
    },
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** The count of `foyer_sends_total{channel="email",result}` now. */
async function sent(result: string): Promise<number> {
  const metric = await sends.get();
  return metric.values.find((v) => v.labels.channel === 'email' && v.labels.result === result)?.value ?? 0;
}

describe('email through the durable queue (production with SMTP_URL)', () => {
  const cleanUp: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanUp.splice(0).reverse()) await step();
  });

  /** An app whose mail is queued, and a worker delivering it (driven by the test, on the test's clock). */
  async function queuedContext() {
    const smtp = await mailServer();
    const secrets = createSecretBox({ current: randomBytes(32), previous: null });
    const sender = createSmtpSender(smtp.url(), TIMEOUTS);
    const t = await createAdminTestContext({
      clock: 'stopped',
      deps: {
        mailer: createQueuedEmailSender(sender, { clock: { now: () => t.clock.now() }, secrets, wake: () => {} }),
        secrets,
      },
    });
    // A worker is an instance's loop; a second one on the same database is another instance, or this one restarted.
    const worker = () => {
      const started = startQueueWorker(t.deps, {
        kinds: [emailJobKind({ smtp: sender, clock: t.clock, secrets })],
        timer: false,
        random: () => 0, // no jitter: the clock moves by the schedule's figures
      });
      cleanUp.push(() => started.stop());
      return started;
    };
    cleanUp.push(
      () => t.close(),
      () => smtp.stop(),
      () => sender.close(),
    );
    const messages = async (status?: string) =>
      (
        await t.admin(`/projects/${t.project.projectId}/messages${status ? `?status=${status}` : ''}`, {
          token: t.tokens.viewer,
        })
      ).body.messages as { to: string; status: string; attempts: number; last_error: string | null }[];
    return { t, smtp, worker, messages };
  }

  it('answers once queued and delivers when the mail server returns, through refusals, a hang, an outage and a restart', async () => {
    const { t, smtp, worker, messages } = await queuedContext();
    await createUserWithEmail(t.deps.db, t.clock, { project: t.project, email: 'reset@example.com', status: 'active' });
    const retriesBefore = await sent('retry');
    const sentBefore = await sent('sent');

    // Refusing (550): the three sends answer 200 at once, and nothing is lost.
    smtp.set('refuses');
    expect((await t.sdk('/magic_links/email/login_or_create', { email: 'link@example.com' })).status).toBe(200);
    const codeSent = await t.sdk('/otps/email/login_or_create', { email: 'code@example.com' });
    expect(codeSent.status).toBe(200);
    expect((await t.sdk('/passwords/email/reset/start', { email: 'reset@example.com' })).status).toBe(200);
    const first = worker();
    expect(await first.runNow()).toBe(3);
    expect(smtp.received).toEqual([]);
    const queued = await messages('queued');
    expect(queued.map((m) => m.to).sort()).toEqual(['code@example.com', 'link@example.com', 'reset@example.com']);
    expect(
      queued.every(
        (m) => m.attempts === 1 && /SMTP delivery through 127\.0\.0\.1:\d+ failed .*550/.test(m.last_error ?? ''),
      ),
    ).toBe(true);
    // The message itself (its link, its code) is never in the listing.
    expect(JSON.stringify(queued)).not.toMatch(/token=|\b\d{6}\b/);

    // Hanging after accepting the message: the attempt gives up at the socket timeout and is retried.
    smtp.set('hangs after DATA');
    await t.clock.advance(EMAIL_RETRY_SCHEDULE_MS[0] as number);
    expect(await first.runNow()).toBe(3);
    // Down: the connection is refused, retried again.
    await smtp.stop();
    await t.clock.advance(EMAIL_RETRY_SCHEDULE_MS[1] as number);
    expect(await first.runNow()).toBe(3);
    expect((await messages('queued')).map((m) => m.attempts)).toEqual([3, 3, 3]);
    expect(await sent('retry')).toBe(retriesBefore + 9);
    // /metrics shows the queue waiting: three email jobs pending, and the oldest one's age.
    const unwatch = watchQueue(() => readQueueStats(t.deps.db));
    cleanUp.push(async () => unwatch());
    const scraped = await registry.metrics();
    expect(scraped).toContain('foyer_queue_jobs{kind="email",status="pending"} 3');
    const age = Number(/foyer_queue_oldest_age_seconds\{kind="email"\} ([\d.]+)/.exec(scraped)?.[1]);
    expect(age).toBeGreaterThanOrEqual(0);

    // The server restarts (a new worker on the same database) and the mail server returns: all delivered.
    await first.stop();
    smtp.set('delivers');
    await smtp.start();
    await t.clock.advance(EMAIL_RETRY_SCHEDULE_MS[2] as number);
    expect(await worker().runNow()).toBe(3);
    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      'code@example.com',
      'link@example.com',
      'reset@example.com',
    ]);
    expect(await messages('queued')).toEqual([]);
    expect((await messages('sent')).map((m) => m.attempts)).toEqual([4, 4, 4]);
    expect(await sent('sent')).toBe(sentBefore + 3);

    // What arrived works: the link signs in, the code too.
    const link = smtp.received.find((m) => m.to === 'link@example.com')?.text ?? '';
    const token = /token=([\w-]+)/.exec(link)?.[1];
    expect((await t.sdk('/magic_links/authenticate', { token, session_duration_minutes: 60 })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec(smtp.received.find((m) => m.to === 'code@example.com')?.text ?? '')?.[1];
    const withCode = await t.sdk('/otps/authenticate', { method_id: codeSent.body.method_id, token: code });
    expect(withCode.status).toBe(200);
  }, 30_000);

  it('never sends a code late, and marks a message failed once its retries are spent', async () => {
    const { t, smtp, worker, messages } = await queuedContext();
    const expiredBefore = await sent('expired');
    smtp.set('refuses');
    expect(
      (await t.sdk('/otps/email/login_or_create', { email: 'late@example.com', expiration_minutes: 2 })).status,
    ).toBe(200);
    const loop = worker();
    expect(await loop.runNow()).toBe(1);
    // The mail server is back only after the code expired: the message is given up, not sent.
    smtp.set('delivers');
    await t.clock.advance(3 * 60_000);
    expect(await loop.runNow()).toBe(1);
    expect(smtp.received).toEqual([]);
    const [late] = await messages('failed');
    expect(late).toMatchObject({ to: 'late@example.com', status: 'failed', attempts: 2 });
    expect(late?.last_error).toMatch(/expired .*not sent late/);
    expect(await sent('expired')).toBe(expiredBefore + 1);

    // A link that outlives every retry: after the last one, failed, with the mail server's reason.
    smtp.set('refuses');
    const failedBefore = await sent('failed');
    expect(
      (
        await t.sdk('/magic_links/email/login_or_create', {
          email: 'never@example.com',
          login_expiration_minutes: 24 * 60,
          signup_expiration_minutes: 24 * 60,
        })
      ).status,
    ).toBe(200);
    expect(await loop.runNow()).toBe(1);
    for (const wait of EMAIL_RETRY_SCHEDULE_MS) {
      await t.clock.advance(wait);
      expect(await loop.runNow()).toBe(1);
    }
    const failed = await messages('failed');
    expect(failed.map((m) => [m.to, m.attempts])).toEqual([
      ['never@example.com', EMAIL_RETRY_SCHEDULE_MS.length + 1],
      ['late@example.com', 2],
    ]);
    expect(failed[0]?.last_error).toMatch(/550/);
    expect(await sent('failed')).toBe(failedBefore + 1);
    // Nothing more is tried.
    await t.clock.advance(24 * 60 * 60_000);
    expect(await loop.runNow()).toBe(0);
    expect(smtp.received).toEqual([]);
  }, 30_000);
});
