import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { sends } from '../metrics/registry.ts';
import { enqueue } from '../store/jobs.ts';
import type { Database } from '../store/schema.ts';
import type { EmailQueue, EmailSender, OutgoingEmail } from './email-sender.ts';

/**
 * What seals a queued message at rest: the server's SecretBox (security/secret-box.ts, keyed by
 * FOYER_SECRETS_KEY), named here by shape since delivery/ sits beside security/ on the ladder.
 */
export interface Sealer {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

/** The queue's job kind for an outbound email (store/jobs.ts, queue/). */
export const EMAIL_JOB_KIND = 'email';

/**
 * How long to wait after each failed attempt: quick at first (a mail server restarting), then
 * spaced out, about an hour and a quarter in all. A login code or link expires well before most of
 * it is spent, and then the message is given up at once (see `expiresAt`), never sent late.
 */
export const EMAIL_RETRY_SCHEDULE_MS: readonly number[] = [
  5_000,
  15_000,
  30_000,
  60_000,
  2 * 60_000,
  5 * 60_000,
  10 * 60_000,
  15 * 60_000,
  20 * 60_000,
  20 * 60_000,
];

/** What the job holds: the email sealed with FOYER_SECRETS_KEY (it carries a login link or code). */
interface EmailJobPayload {
  sealed: string;
  /** When what it carries stops working (epoch ms): past it, the message is not sent. */
  expiresAt: number;
}

export const EMAIL_SEAL_CONTEXT = 'outbound-email';

/**
 * The sender of a server whose mail goes through the queue: `queue` takes messages, and `send`
 * (used by the queue's handler and nothing else) hands one to SMTP.
 */
export function createQueuedEmailSender(
  smtp: EmailSender,
  deps: { clock: Clock; secrets: Sealer; wake: () => void },
): EmailSender & { readonly queue: EmailQueue } {
  return {
    description: `${smtp.description}, through the durable queue`,
    send: (email) => smtp.send(email),
    close: () => smtp.close(),
    queue: {
      enqueue: (trx, email, expiresAt) =>
        enqueue<EmailJobPayload>(trx, {
          kind: EMAIL_JOB_KIND,
          now: deps.clock.now(),
          projectId: email.projectId,
          subjectId: email.to,
          payload: { sealed: deps.secrets.seal(JSON.stringify(email), EMAIL_SEAL_CONTEXT), expiresAt },
        }),
      wake: deps.wake,
      async touch(trx, email) {
        const sealed = deps.secrets.seal(JSON.stringify(email), EMAIL_SEAL_CONTEXT);
        await trx.updateTable('jobs').set({ payload: sealed }).where('job_id', '=', `job-${randomUUID()}`).execute();
      },
    },
  };
}

/**
 * The queue's handler for outbound email: opens the message, gives it up when what it carries has
 * expired, otherwise hands it to SMTP; a failure is retried on EMAIL_RETRY_SCHEDULE_MS. Counted in
 * `foyer_sends_total{channel="email"}` as sent, retry, failed (schedule spent) or expired.
 * Shaped as queue/job-kind.ts's JobKind (delivery/ does not import queue/).
 */
export function emailJobKind(deps: { smtp: EmailSender; clock: Clock; secrets: Sealer }) {
  return {
    kind: EMAIL_JOB_KIND,
    schedule: EMAIL_RETRY_SCHEDULE_MS,
    async handle(job: { payload: EmailJobPayload; attempt: number }) {
      if (deps.clock.now() >= job.payload.expiresAt) {
        sends.inc({ channel: 'email', result: 'expired' });
        return { outcome: 'failed' as const, error: 'expired before it could be delivered: not sent late' };
      }
      const email = JSON.parse(deps.secrets.open(job.payload.sealed, EMAIL_SEAL_CONTEXT)) as OutgoingEmail;
      try {
        await deps.smtp.send(email);
      } catch (error) {
        // EmailDeliveryError names the server and the SMTP code, never the content.
        const last = job.attempt > EMAIL_RETRY_SCHEDULE_MS.length;
        sends.inc({ channel: 'email', result: last ? 'failed' : 'retry' });
        return { outcome: 'retry' as const, error: error instanceof Error ? error.message : String(error) };
      }
      sends.inc({ channel: 'email', result: 'sent' });
      return { outcome: 'ok' as const };
    },
  };
}

/**
 * Stores what an email carries (`store`, given the transaction) and sends it: through the queue in
 * one transaction with the store when the server has one, else stored first and then handed to the
 * sender (the development outbox, or a test's mailer), which may answer 503 email_delivery_failed.
 */
export async function storeAndSendEmail(
  deps: { db: Kysely<Database>; mailer: EmailSender },
  options: { store: (db: Kysely<Database>) => Promise<void>; email: OutgoingEmail; expiresAt: number },
): Promise<void> {
  const { queue } = deps.mailer;
  if (!queue) {
    await options.store(deps.db);
    await deps.mailer.send(options.email);
    return;
  }
  await deps.db.transaction().execute(async (trx) => {
    await options.store(trx);
    await queue.enqueue(trx, options.email, options.expiresAt);
  });
  queue.wake();
}
