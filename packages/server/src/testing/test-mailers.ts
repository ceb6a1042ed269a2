import type { EmailSender, OutgoingEmail } from '../delivery/email-sender.ts';

/**
 * A mailer that keeps each email the moment send() is called, newest first. Reset emails are sent
 * after the answer, so a test reading the outbox table right after it could race the insert; this
 * list is complete by the time the response arrives.
 */
export function recordingMailer(): EmailSender & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    description: 'recorded in memory (tests)',
    sent,
    send: async (email) => {
      sent.unshift(email);
    },
    close: async () => {},
  };
}

/** A mailer whose sends never finish, like an SMTP server that hangs; counts the calls. */
export function stuckMailer(): EmailSender & { calls: number } {
  const mailer = {
    description: 'never answers (tests)',
    calls: 0,
    send: () => {
      mailer.calls += 1;
      return new Promise<void>(() => {});
    },
    close: async () => {},
  };
  return mailer;
}
