import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config/env.ts';
import type { Database } from '../store/schema.ts';
import { countedEmailSender } from './counted-senders.ts';
import { createQueuedEmailSender, type Sealer } from './email-queue.ts';
import type { EmailSender } from './email-sender.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { createSmtpSender } from './smtp-sender.ts';

/**
 * Refuses a production configuration that could not deliver email. Without SMTP_URL the only place
 * mail could go is the dev outbox, which production never shows: every login link would be lost
 * without a trace, so the server would rather not start.
 */
export function assertEmailDeliveryConfigured(config: ServerConfig): void {
  if (config.mode === 'production' && !config.smtpUrl) {
    throw new Error(
      'Production mode needs SMTP_URL (e.g. smtps://user:password@mail.example.com) to deliver login emails. ' +
        'Set SMTP_URL, or leave FOYER_ENV unset to run in development mode, where mail goes to the dev outbox.',
    );
  }
}

/**
 * SMTP when SMTP_URL is set (in either mode), through the durable queue when `queue` is given (the
 * server; its handler counts sends itself); otherwise the development outbox, written in the request.
 */
export function chooseEmailSender(
  config: ServerConfig,
  db: Kysely<Database>,
  clock: Clock,
  queue?: { secrets: Sealer; wake: () => void },
): EmailSender {
  assertEmailDeliveryConfigured(config);
  if (config.smtpUrl && queue) {
    return createQueuedEmailSender(createSmtpSender(config.smtpUrl, config.smtpTimeouts), { clock, ...queue });
  }
  return countedEmailSender(
    config.smtpUrl ? createSmtpSender(config.smtpUrl, config.smtpTimeouts) : createOutboxSender(db, clock),
  );
}
