import { sends } from '../metrics/registry.ts';
import type { EmailSender } from './email-sender.ts';
import type { SmsSender } from './sms/sms-sender.ts';

/** Counts each send in `foyer_sends_total` by channel and result (sent: the server or outbox took it). */
async function counted(channel: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
    sends.inc({ channel, result: 'sent' });
  } catch (error) {
    sends.inc({ channel, result: 'failed' });
    throw error;
  }
}

/** The same email sender, counted. */
export function countedEmailSender(sender: EmailSender): EmailSender {
  return {
    description: sender.description,
    send: (email) => counted('email', () => sender.send(email)),
    close: () => sender.close(),
  };
}

/** The same SMS/WhatsApp sender, counted by the message's channel. */
export function countedSmsSender(sender: SmsSender): SmsSender {
  return {
    description: sender.description,
    provider: sender.provider,
    supports: (channel) => sender.supports(channel),
    send: (message) => counted(message.channel, () => sender.send(message)),
  };
}
