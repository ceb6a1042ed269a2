import { createHmac } from 'node:crypto';

/**
 * The Standard Webhooks signature header (the scheme Svix and Clerk use): for each secret,
 * `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` keyed with the bytes after `whsec_`,
 * space-separated when several secrets are live (a rotation).
 */
export function signWebhook(message: { id: string; timestamp: number; body: string; secrets: string[] }): string {
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return message.secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
    })
    .join(' ');
}
