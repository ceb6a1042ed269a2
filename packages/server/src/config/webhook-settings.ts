import { z } from 'zod';

/** Every event a webhook endpoint can subscribe to; docs/operations.md ("Webhooks") gives each one's `data`. */
export const WEBHOOK_EVENT_TYPES = [
  'user.created',
  'user.updated',
  'user.deleted',
  'session.created',
  'session.revoked',
  'password.changed',
  'factor.added',
  'factor.removed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The most secrets one endpoint signs with at once (several only during a rotation). */
export const MAX_WEBHOOK_SECRETS = 5;

/**
 * A Standard Webhooks secret: `whsec_` then the base64 of 24 to 64 random bytes (Svix's are 24,
 * Foyer makes 32). The HMAC key is the decoded bytes.
 */
export const WebhookSecret = z.string().refine(
  (value) => {
    const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
    const bytes = match?.[1] ? Buffer.from(match[1], 'base64').length : 0;
    return bytes >= 24 && bytes <= 64;
  },
  { error: 'Expected a Standard Webhooks secret: whsec_ followed by the base64 of 24 to 64 random bytes' },
);

/** Where deliveries go: an http(s) URL (production also needs https and a public address, checked at each delivery). */
export const WebhookUrl = z
  .string()
  .url()
  .refine((url) => /^https?:\/\/[^/]/i.test(url), { error: 'Expected an https:// URL' });

export const WebhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Expected one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }))
  .min(1, { error: 'List at least one event, or leave events out to receive them all' });

/**
 * One endpoint in the config file: `{ url, secret, events }`. `secret` may be a list during a
 * rotation (each delivery is signed with every one); `events` left out means all of them.
 */
export const WebhookConfig = z
  .object({
    url: WebhookUrl,
    secret: z.union([WebhookSecret, z.array(WebhookSecret).min(1).max(MAX_WEBHOOK_SECRETS)]),
    events: WebhookEvents.optional(),
  })
  .strict();
export type WebhookConfig = z.infer<typeof WebhookConfig>;
