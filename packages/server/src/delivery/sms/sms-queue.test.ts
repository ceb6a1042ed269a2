import { afterEach, expect, it } from 'vitest';
import type { TwilioSettings } from '../../config/twilio-settings.ts';
import { sends } from '../../metrics/registry.ts';
import { startQueueWorker } from '../../queue/worker.ts';
import { startFakeTwilio } from '../../testing/fake-twilio.ts';
import { PATHS } from '../../testing/otp.ts';
import { createTestContext } from '../../testing/test-context.ts';
import { EMAIL_RETRY_SCHEDULE_MS } from '../email-queue.ts';
import { SMS_JOB_KIND, smsJobKind } from './sms-queue.ts';
import { createTwilioSender } from './twilio-sender.ts';

const UNREACHABLE = '+15005550009';

const cleanUp: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step();
});

/** The count of `foyer_sends_total{channel,result}` now. */
async function counted(channel: string, result: string): Promise<number> {
  const metric = await sends.get();
  return metric.values.find((v) => v.labels.channel === channel && v.labels.result === result)?.value ?? 0;
}

it('texts through the durable queue: a provider outage costs a delay (200 to the user, sealed at rest, retried, delivered after a restart), an expired code is not sent late, a refused number still answers invalid_phone_number', async () => {
  const twilio = await startFakeTwilio({ unreachable: [UNREACHABLE] });
  cleanUp.push(() => twilio.close());
  const settings: TwilioSettings = {
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: '+15005550006',
    messagingServiceSid: null,
    whatsappFrom: '+14155238886',
    baseUrl: twilio.baseUrl,
  };
  const t = await createTestContext({ clock: 'stopped', config: { twilio: settings } });
  cleanUp.push(() => t.close());
  // A worker is an instance's loop; a second one on the same database is this instance restarted.
  const worker = () => {
    const started = startQueueWorker(t.deps, {
      kinds: [smsJobKind({ provider: createTwilioSender(settings), clock: t.clock, secrets: t.deps.secrets })],
      timer: false,
      random: () => 0, // no jitter: the clock moves by the schedule's figures
    });
    t.deps.jobs = started;
    cleanUp.push(() => started.stop());
    return started;
  };
  const jobs = () => t.deps.db.selectFrom('jobs').selectAll().where('kind', '=', SMS_JOB_KIND).execute();
  const retriesBefore = await counted('sms', 'retry');
  const expiredBefore = await counted('whatsapp', 'expired');

  // Twilio is down: the request still answers 200 (its own first attempt got a 503), the code is kept.
  const first = worker();
  twilio.outage(true);
  const sent = await t.sdk(PATHS.sms, { phone_number: '+15555550123' });
  expect(sent.status).toBe(200);
  expect(twilio.statuses).toEqual([503]);
  const [queued] = await jobs();
  expect(queued).toMatchObject({ status: 'pending', attempts: 1, subject_id: '+15555550123' });
  expect(queued?.last_error).toMatch(/503/);
  expect(queued?.payload).not.toMatch(/is your|\+1555/);
  expect(await counted('sms', 'retry')).toBe(retriesBefore + 1);

  // Still down at the first retry; the instance then restarts, Twilio recovers, the new one delivers.
  await t.clock.advance(EMAIL_RETRY_SCHEDULE_MS[0] as number);
  expect(await first.runNow()).toBe(1);
  await first.stop();
  twilio.outage(false);
  const second = worker();
  await t.clock.advance(EMAIL_RETRY_SCHEDULE_MS[1] as number);
  expect(await second.runNow()).toBe(1);
  expect(twilio.accepted.map((m) => m.to)).toEqual(['+15555550123']);
  const code = twilio.accepted[0]?.body.match(/#(\d{6})$/)?.[1] as string;
  // Sealed at rest: neither the passcode, the text nor the number was readable in the queued job.
  expect(queued?.payload).not.toContain(code);
  const signedIn = await t.sdk(PATHS.authenticate, { token: code, method_id: sent.body.method_id });
  expect(signedIn.status).toBe(200);
  expect((await jobs())[0]).toMatchObject({ status: 'done', attempts: 3 });

  // A WhatsApp code whose 5 minutes run out during an outage is given up, never sent late.
  twilio.outage(true);
  expect((await t.sdk(PATHS.whatsapp, { phone_number: '+15555550124' })).status).toBe(200);
  for (const wait of EMAIL_RETRY_SCHEDULE_MS.slice(0, 5)) {
    await t.clock.advance(wait);
    await second.runNow();
  }
  twilio.outage(false);
  await t.clock.advance(EMAIL_RETRY_SCHEDULE_MS[5] as number); // past the code's 5 minutes
  expect(await second.runNow()).toBe(1);
  const late = (await jobs()).find((job) => job.subject_id === '+15555550124');
  expect(late).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/expired/) });
  expect(twilio.accepted.map((m) => m.to)).toEqual(['+15555550123']);
  expect(await counted('whatsapp', 'expired')).toBe(expiredBefore + 1);

  // A number Twilio says cannot receive: answered at once from the first attempt, not retried.
  const refused = await t.sdk(PATHS.sms, { phone_number: UNREACHABLE });
  expect([refused.status, refused.body.error_type]).toEqual([400, 'invalid_phone_number']);
  const given = (await jobs()).find((job) => job.subject_id === UNREACHABLE);
  expect(given).toMatchObject({ status: 'failed', attempts: 1 });
});
