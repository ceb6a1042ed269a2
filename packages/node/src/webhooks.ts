import { createHmac, timingSafeEqual } from 'node:crypto';

/** What Foyer sends: `type` (user.created, session.revoked, …), when it happened, and its `data`. */
export interface FoyerWebhookEvent<Data = Record<string, unknown>> {
  type: string;
  /** ISO 8601, when the change happened (not when this attempt was sent). */
  timestamp: string;
  data: Data;
}

/** Why a delivery was refused: branch on `reason`, never on the message. */
export type WebhookRefusal =
  | 'missing_headers'
  | 'invalid_secret'
  | 'invalid_timestamp'
  | 'timestamp_out_of_tolerance'
  | 'no_matching_signature'
  | 'invalid_body';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** A delivery older or newer than this (seconds) is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : bag[key];
  return Array.isArray(value) ? value[0] : value;
}

function keyOf(secret: string): Buffer {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  const key = match?.[1] ? Buffer.from(match[1], 'base64') : Buffer.alloc(0);
  if (key.length < 16)
    throw new WebhookVerificationError('invalid_secret', 'The secret is not a whsec_… webhook secret.');
  return key;
}

/**
 * Checks a Foyer webhook delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) against the endpoint's secret, or several during a rotation, and answers
 * the parsed event. Pass the body exactly as received, before any JSON parsing. Refuses a
 * timestamp more than 5 minutes from now and compares signatures in constant time.
 *
 * @example
 * const event = verifyWebhook(rawBody, request.headers, process.env.FOYER_WEBHOOK_SECRET);
 * if (event.type === 'user.created') …
 * @throws WebhookVerificationError with a `reason`
 */
export function verifyWebhook<Data = Record<string, unknown>>(
  rawBody: string | Uint8Array,
  headers: HeaderBag,
  secret: string | readonly string[],
  options: { toleranceSeconds?: number; now?: () => number } = {},
): FoyerWebhookEvent<Data> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError(
      'missing_headers',
      'The request lacks webhook-id, webhook-timestamp or webhook-signature.',
    );
  }
  if (!/^\d+$/.test(timestamp)) {
    throw new WebhookVerificationError('invalid_timestamp', 'webhook-timestamp is not a number of seconds.');
  }
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
    throw new WebhookVerificationError(
      'timestamp_out_of_tolerance',
      'The delivery was signed more than 5 minutes from now: a replay, or a clock far off.',
    );
  }
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const signed = Buffer.concat([Buffer.from(`${id}.${timestamp}.`, 'utf8'), body]);
  const presented = signatures
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'));
  const secrets = typeof secret === 'string' ? [secret] : secret;
  const matches = secrets.some((s) => {
    const expected = createHmac('sha256', keyOf(s)).update(signed).digest();
    return presented.some((p) => p.length === expected.length && timingSafeEqual(p, expected));
  });
  if (!matches) {
    throw new WebhookVerificationError(
      'no_matching_signature',
      'No signature matches the secret: the body or the secret differs.',
    );
  }
  try {
    return JSON.parse(body.toString('utf8')) as FoyerWebhookEvent<Data>;
  } catch {
    throw new WebhookVerificationError('invalid_body', 'The signed body is not JSON.');
  }
}
