import { BlockList, isIP } from 'node:net';
import { intSetting } from './int-setting.ts';

/**
 * How many messages (passcodes and login links) may be sent, per destination and per client
 * address, in sliding windows. Kept in the database by security/rate-limit.ts, so every instance
 * enforces the same limit.
 */
export interface SendLimits {
  /** Sends to one email address or phone number (per project) per `perDestinationWindowMs`. */
  perDestination: number;
  perDestinationWindowMs: number;
  /** Sends asked for by one client address (across projects) per `perClientWindowMs`. */
  perClient: number;
  perClientWindowMs: number;
}

/**
 * Wrong passcodes a user may enter (from any client) before each further attempt must wait a growing
 * delay (NIST SP 800-63B: at most 100); a run is forgotten after `windowMs` without a failure.
 */
export interface OtpFailureLimit {
  limit: number;
  windowMs: number;
}

/** Twilio's Messages API (or anything speaking it), for SMS and WhatsApp passcodes. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The SMS sender (E.164); or `messagingServiceSid` instead. */
  from: string | null;
  messagingServiceSid: string | null;
  /** The WhatsApp sender (E.164, sent as `whatsapp:+…`); WhatsApp passcodes are refused without it. */
  whatsappFrom: string | null;
  /** Default https://api.twilio.com; tests point it at a local stand-in. */
  baseUrl: string;
}

const MINUTE_MS = 60_000;

/** The documented defaults (README, configuration): generous enough for resends, tight enough to stop floods. */
export const DEFAULT_SEND_LIMITS: SendLimits = {
  perDestination: 5,
  perDestinationWindowMs: 10 * MINUTE_MS,
  perClient: 100,
  perClientWindowMs: 60 * MINUTE_MS,
};

export const DEFAULT_OTP_FAILURE_LIMIT: OtpFailureLimit = { limit: 100, windowMs: 24 * 60 * MINUTE_MS };

/**
 * - `FOYER_SEND_LIMIT_PER_DESTINATION` (default 5) per `FOYER_SEND_LIMIT_PER_DESTINATION_WINDOW_MINUTES` (10)
 * - `FOYER_SEND_LIMIT_PER_CLIENT` (default 100) per `FOYER_SEND_LIMIT_PER_CLIENT_WINDOW_MINUTES` (60)
 */
export function sendLimitsFromEnv(env: NodeJS.ProcessEnv): SendLimits {
  const d = DEFAULT_SEND_LIMITS;
  return {
    perDestination: intSetting(env, 'FOYER_SEND_LIMIT_PER_DESTINATION', d.perDestination),
    perDestinationWindowMs:
      intSetting(env, 'FOYER_SEND_LIMIT_PER_DESTINATION_WINDOW_MINUTES', d.perDestinationWindowMs / MINUTE_MS) *
      MINUTE_MS,
    perClient: intSetting(env, 'FOYER_SEND_LIMIT_PER_CLIENT', d.perClient),
    perClientWindowMs:
      intSetting(env, 'FOYER_SEND_LIMIT_PER_CLIENT_WINDOW_MINUTES', d.perClientWindowMs / MINUTE_MS) * MINUTE_MS,
  };
}

/** `FOYER_OTP_FAILED_ATTEMPTS_PER_USER` (default 100, at most 100) per `FOYER_OTP_FAILED_ATTEMPTS_WINDOW_MINUTES` (1440). */
export function otpFailureLimitFromEnv(env: NodeJS.ProcessEnv): OtpFailureLimit {
  const d = DEFAULT_OTP_FAILURE_LIMIT;
  return {
    limit: intSetting(env, 'FOYER_OTP_FAILED_ATTEMPTS_PER_USER', d.limit, { max: 100 }),
    windowMs: intSetting(env, 'FOYER_OTP_FAILED_ATTEMPTS_WINDOW_MINUTES', d.windowMs / MINUTE_MS) * MINUTE_MS,
  };
}

/**
 * `FOYER_TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges of the reverse proxies in front
 * of the server. Only a request arriving from one of them has its X-Forwarded-For believed.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.FOYER_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  buildProxyList(entries); // throws on a malformed entry, at start rather than per request
  return entries;
}

/** A matcher for trusted proxy entries (`10.0.0.1`, `10.0.0.0/8`, `fd00::/8`). */
export function buildProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`FOYER_TRUSTED_PROXIES: ${entry} is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) {
      throw new Error(`FOYER_TRUSTED_PROXIES: ${entry} has an invalid prefix length`);
    }
    list.addSubnet(address, bits, type);
  }
  return list;
}

/**
 * `TWILIO_ACCOUNT_SID` and `TWILIO_AUTH_TOKEN` (both, or neither), `TWILIO_FROM` or
 * `TWILIO_MESSAGING_SERVICE_SID`, `TWILIO_WHATSAPP_FROM`, `TWILIO_BASE_URL`. Null when unset.
 */
export function twilioFromEnv(env: NodeJS.ProcessEnv): TwilioSettings | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  if (!accountSid && !authToken) return null;
  if (!accountSid || !authToken) throw new Error('Set both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or neither.');
  const from = env.TWILIO_FROM?.trim() || null;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || null;
  const whatsappFrom = env.TWILIO_WHATSAPP_FROM?.trim() || null;
  for (const [name, value] of [
    ['TWILIO_FROM', from],
    ['TWILIO_WHATSAPP_FROM', whatsappFrom],
  ] as const) {
    if (value && !/^\+[1-9]\d{6,14}$/.test(value)) throw new Error(`${name} must be a phone number in E.164 form`);
  }
  if (!from && !messagingServiceSid && !whatsappFrom) {
    throw new Error('Twilio needs a sender: TWILIO_FROM, TWILIO_MESSAGING_SERVICE_SID or TWILIO_WHATSAPP_FROM.');
  }
  const baseUrl = new URL(env.TWILIO_BASE_URL?.trim() || 'https://api.twilio.com').toString().replace(/\/$/, '');
  return { accountSid, authToken, from, messagingServiceSid, whatsappFrom, baseUrl };
}
