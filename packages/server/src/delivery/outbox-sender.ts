import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { insertOutboxMessage } from '../store/outbox.ts';
import type { Database } from '../store/schema.ts';
import type { EmailSender } from './email-sender.ts';

/**
 * Development delivery: every email is kept in the database's outbox table, where GET /dev/outbox
 * and GET /dev/api/outbox show it. Kept in the database (not in memory) so every server instance
 * sharing it shows the same outbox.
 */
export function createOutboxSender(db: Kysely<Database>, clock: Clock): EmailSender {
  return {
    description: 'the development outbox (GET /dev/outbox)',
    async send(email) {
      await insertOutboxMessage(db, {
        projectId: email.projectId,
        environment: email.projectId.startsWith('project-live-') ? 'live' : 'test',
        channel: 'email',
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        links: email.links,
        code: email.code,
        createdAt: clock.now(),
      });
    },
    close: async () => {},
  };
}
