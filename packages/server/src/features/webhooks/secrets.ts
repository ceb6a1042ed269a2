import { randomBytes } from 'node:crypto';
import { sealedColumn } from '../../security/sealed-at-rest.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { newWebhookSecretId } from '../../store/webhooks.ts';

/** A new Standard Webhooks secret: `whsec_` and the base64 of 32 bytes from the CSPRNG. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The context a sealed secret is bound to: copied into another row, it does not open. */
const context = (secretId: string) => `webhook_secrets.secret_sealed:${secretId}`;

/** Endpoint secrets, sealed again under a new FOYER_SECRETS_KEY at start (features/secrets-at-rest/). */
export const WEBHOOK_SECRETS_AT_REST = sealedColumn(
  'webhook endpoint secret(s)',
  { table: 'webhook_secrets', key: 'secret_id', column: 'secret_sealed' },
  context,
);

/** A secret ready to store: sealed with FOYER_SECRETS_KEY, and its last four characters to tell it apart. */
export function sealWebhookSecret(box: SecretBox, secret: string) {
  const secretId = newWebhookSecretId();
  return { secretId, sealed: box.seal(secret, context(secretId)), lastFour: secret.slice(-4) };
}

export function openWebhookSecret(box: SecretBox, stored: { secretId: string; sealed: string }): string {
  return box.open(stored.sealed, context(stored.secretId));
}
