import { type APIRequestContext, expect } from '@playwright/test';

/** One message from the server's development outbox (`GET /dev/api/outbox`). */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  links: string[];
  code: string | null;
  created_at: string;
}

/** Every message sent to an address, newest first. */
export async function messagesTo(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/api/outbox');
  expect(response.ok(), `GET /dev/api/outbox answered ${response.status()}`).toBe(true);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}

/**
 * Waits until the outbox holds a message to `to` (at least `count` of them) and returns the newest.
 * Delivery happens inside the request that sends, so this seldom polls more than once.
 */
export async function newestMessageTo(
  request: APIRequestContext,
  to: string,
  { count = 1 }: { count?: number } = {},
): Promise<OutboxMessage> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = await messagesTo(request, to);
        return messages.length;
      },
      { message: `the dev outbox should hold ${count} message(s) to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  const [newest] = messages;
  if (!newest) throw new Error(`no message to ${to}`);
  return newest;
}

/** The login link in a magic-link email: the one pointing at the demo's landing page. */
export function loginLink(message: OutboxMessage): string {
  const link = message.links.find((href) => new URL(href).pathname === '/authenticate');
  expect(link, `a link to /authenticate in "${message.subject}": ${message.links.join(', ')}`).toBeTruthy();
  return link as string;
}
