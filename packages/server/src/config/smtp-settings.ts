import { intSetting } from './int-setting.ts';

/**
 * How long Foyer waits on the SMTP server before it tells the user the email could not be sent
 * (503 `email_delivery_failed`). nodemailer's own defaults (2 min to connect, 30 s for the greeting,
 * 10 min of silence) kept a person watching a spinner, or gave no answer at all.
 */
export interface SmtpTimeouts {
  /** To open the TCP (or TLS) connection (`FOYER_SMTP_CONNECT_TIMEOUT_MS`). */
  connectTimeoutMs: number;
  /** For the server's greeting once connected (`FOYER_SMTP_GREETING_TIMEOUT_MS`). */
  greetingTimeoutMs: number;
  /** Of silence at any later point, e.g. after the message was sent (`FOYER_SMTP_SOCKET_TIMEOUT_MS`). */
  socketTimeoutMs: number;
}

/** The documented defaults (README, configuration): a healthy mail server answers each step in well under a second. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 20_000,
};

export function smtpTimeoutsFromEnv(env: NodeJS.ProcessEnv): SmtpTimeouts {
  const d = DEFAULT_SMTP_TIMEOUTS;
  const range = { min: 100, max: 600_000 };
  return {
    connectTimeoutMs: intSetting(env, 'FOYER_SMTP_CONNECT_TIMEOUT_MS', d.connectTimeoutMs, range),
    greetingTimeoutMs: intSetting(env, 'FOYER_SMTP_GREETING_TIMEOUT_MS', d.greetingTimeoutMs, range),
    socketTimeoutMs: intSetting(env, 'FOYER_SMTP_SOCKET_TIMEOUT_MS', d.socketTimeoutMs, range),
  };
}
