import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import { sends } from '../../metrics/registry.ts';
import { enqueue } from '../../store/jobs.ts';
import type { Database } from '../../store/schema.ts';
import { EMAIL_RETRY_SCHEDULE_MS, type Sealer } from '../email-queue.ts';
import { type OutgoingTextMessage, SmsDeliveryError, type SmsSender } from './sms-sender.ts';

/** The queue's job kind for an outbound SMS or WhatsApp message. */
export const SMS_JOB_KIND = 'sms';

/** What the job holds: the message sealed with FOYER_SECRETS_KEY (its body carries the passcode). */
interface SmsJobPayload {
  sealed: string;
  /** When the passcode stops working (epoch ms): past it, the message is not sent. */
  expiresAt: number;
}

export const SMS_SEAL_CONTEXT = 'outbound-sms';

/** What a job's first attempt came to, as the request that wrote it sees it (queue/worker.ts's runJob). */
export interface JobRunner {
  runJob(jobId: string): Promise<{ outcome: 'ok' | 'retry' | 'failed'; statusCode?: number | null } | null>;
}

/**
 * The queue's handler for SMS and WhatsApp: gives the message up once its passcode has expired (never
 * sent late), otherwise hands it to the provider; a number the provider says cannot receive fails at
 * once (its Twilio code kept as the attempt's status), any other failure is retried on email's
 * schedule. Counted in `foyer_sends_total{channel}` as sent, retry, failed or expired.
 * Shaped as queue/job-kind.ts's JobKind (delivery/ does not import queue/).
 */
export function smsJobKind(deps: { provider: SmsSender; clock: Clock; secrets: Sealer }) {
  return {
    kind: SMS_JOB_KIND,
    schedule: EMAIL_RETRY_SCHEDULE_MS,
    async handle(job: { payload: SmsJobPayload; attempt: number }) {
      const message = JSON.parse(deps.secrets.open(job.payload.sealed, SMS_SEAL_CONTEXT)) as OutgoingTextMessage;
      const channel = message.channel;
      if (deps.clock.now() >= job.payload.expiresAt) {
        sends.inc({ channel, result: 'expired' });
        return { outcome: 'failed' as const, error: 'expired before it could be delivered: not sent late' };
      }
      try {
        await deps.provider.send(message);
      } catch (error) {
        // SmsDeliveryError names the provider's status and code, never the body or the token.
        const text = error instanceof Error ? error.message : String(error);
        if (error instanceof SmsDeliveryError && error.isInvalidDestination) {
          sends.inc({ channel, result: 'failed' });
          return { outcome: 'failed' as const, statusCode: error.options.providerCode, error: text };
        }
        const last = job.attempt > EMAIL_RETRY_SCHEDULE_MS.length;
        sends.inc({ channel, result: last ? 'failed' : 'retry' });
        return {
          outcome: 'retry' as const,
          statusCode: error instanceof SmsDeliveryError ? error.options.status : null,
          error: text,
        };
      }
      sends.inc({ channel, result: 'sent' });
      return { outcome: 'ok' as const };
    },
  };
}

/**
 * Stores a passcode (`store`, given the transaction) and texts it. With a queue (production with a
 * provider) the code and its sealed message commit together, then this request makes the first
 * attempt itself: a number the provider refuses still answers `invalid_phone_number`, and any other
 * failure is left to the queue's retries (the API answers as if sent; the message is not lost).
 * Without one (the development outbox, tests) it stores, then sends in the request.
 * @throws SmsDeliveryError (isInvalidDestination) for a number that cannot receive
 */
export async function storeAndSendText(
  deps: { db: Kysely<Database>; clock: Clock; secrets: Sealer; jobs?: JobRunner },
  sender: SmsSender,
  options: { store: (db: Kysely<Database>) => Promise<void>; message: OutgoingTextMessage; expiresAt: number },
): Promise<void> {
  const { jobs } = deps;
  if (!jobs || !sender.provider) {
    await options.store(deps.db);
    await sender.send(options.message);
    return;
  }
  const jobId = await deps.db.transaction().execute(async (trx) => {
    await options.store(trx);
    return enqueue<SmsJobPayload>(trx, {
      kind: SMS_JOB_KIND,
      now: deps.clock.now(),
      projectId: options.message.projectId,
      subjectId: options.message.to,
      payload: {
        sealed: deps.secrets.seal(JSON.stringify(options.message), SMS_SEAL_CONTEXT),
        expiresAt: options.expiresAt,
      },
    });
  });
  const first = await jobs.runJob(jobId);
  if (first?.outcome === 'failed' && first.statusCode) {
    throw new SmsDeliveryError('The provider refused the number', { status: null, providerCode: first.statusCode });
  }
}
