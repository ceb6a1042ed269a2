import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import { insertOutboxMessage } from '../../store/outbox.ts';
import type { Database } from '../../store/schema.ts';
import type { SmsSender } from './sms-sender.ts';

const SUBJECTS = { sms: 'Text message', whatsapp: 'WhatsApp message' } as const;

/**
 * Development delivery of SMS and WhatsApp: each message is kept in the outbox table (channel
 * 'sms' or 'whatsapp', the passcode in `code`), shown at GET /dev/outbox and /dev/api/outbox.
 */
export function createOutboxSmsSender(db: Kysely<Database>, clock: Clock): SmsSender {
  return {
    description: 'the development outbox (GET /dev/outbox)',
    supports: () => true,
    async send(message) {
      await insertOutboxMessage(db, {
        projectId: message.projectId,
        environment: message.projectId.startsWith('project-live-') ? 'live' : 'test',
        channel: message.channel,
        to: message.to,
        subject: SUBJECTS[message.channel],
        text: message.body,
        html: null,
        links: [],
        code: message.code,
        createdAt: clock.now(),
      });
    },
  };
}
