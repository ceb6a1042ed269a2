import nodemailer from 'nodemailer';
import { DEFAULT_SMTP_TIMEOUTS, type SmtpTimeouts } from '../config/smtp-settings.ts';
import { EmailDeliveryError } from './email-delivery-error.ts';
import type { EmailSender } from './email-sender.ts';

/**
 * Delivery through an SMTP server. `smtpUrl` is what SMTP_URL holds and nodemailer understands, e.g.
 * `smtps://user:pass@mail.example.com` or `smtp://127.0.0.1:2525?ignoreTLS=true`. A server that
 * cannot be reached, refuses, or goes quiet past `timeouts` fails the send with an EmailDeliveryError.
 */
export function createSmtpSender(smtpUrl: string, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): EmailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectTimeoutMs,
    greetingTimeout: timeouts.greetingTimeoutMs,
    socketTimeout: timeouts.socketTimeoutMs,
  });
  return {
    description: `SMTP at ${describeSmtpServer(smtpUrl)}`,
    async send(email) {
      try {
        await transport.sendMail({
          from: email.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
      } catch (error) {
        // Rethrown without the message or the transport's options: the body carries a login token
        // and the URL may carry the SMTP password, and this error ends up in the server log.
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        throw new EmailDeliveryError(
          `SMTP delivery through ${describeSmtpServer(smtpUrl)} failed (${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''})`,
        );
      }
    },
    close: async () => transport.close(),
  };
}

/** `host:port` of an SMTP URL, without the user name or password it may hold. */
export function describeSmtpServer(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return `${url.hostname}:${port}`;
  } catch {
    return 'the configured server';
  }
}
