import type { Kysely } from 'kysely';
import { newId } from '../tokens.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** One message kept in the development outbox instead of being delivered. */
export interface OutboxMessage {
  messageId: string;
  projectId: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  code: string | null;
  createdAt: number;
}

/** Keeps a message in the outbox and returns its id. */
export async function insertOutboxMessage(
  db: Db,
  message: Omit<OutboxMessage, 'messageId'> & { environment: 'test' | 'live' },
): Promise<string> {
  const messageId = newId('message', message.environment);
  await db
    .insertInto('outbox')
    .values({
      message_id: messageId,
      project_id: message.projectId,
      channel: message.channel,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      links: JSON.stringify(message.links),
      code: message.code,
      created_at: message.createdAt,
    })
    .execute();
  return messageId;
}

/**
 * The newest messages first, across every project (the outbox is a development tool). Bounded so a
 * long-lived development database does not make the page unusable.
 */
export async function listOutboxMessages(db: Db, limit = 1000): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('message_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    messageId: row.message_id,
    projectId: row.project_id,
    channel: row.channel,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: JSON.parse(row.links) as string[],
    code: row.code,
    createdAt: row.created_at,
  }));
}
