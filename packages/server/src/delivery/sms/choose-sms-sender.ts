import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { ServerConfig } from '../../config/env.ts';
import type { Database } from '../../store/schema.ts';
import { countedSmsSender } from '../counted-senders.ts';
import { createOutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import { createTwilioSender } from './twilio-sender.ts';

/**
 * Twilio in production when it is configured; the development outbox in development mode (so a
 * developer's shell holding TWILIO_* never texts real phones from the demo) or when no provider is
 * configured.
 */
export function chooseSmsSender(config: ServerConfig, db: Kysely<Database>, clock: Clock): SmsSender {
  return countedSmsSender(chooseSmsProvider(config) ?? createOutboxSmsSender(db, clock));
}

/** The real provider when there is one (production with Twilio configured): the queue's handler sends through it. */
export function chooseSmsProvider(config: ServerConfig): SmsSender | null {
  return config.mode === 'development' || !config.twilio ? null : createTwilioSender(config.twilio);
}
