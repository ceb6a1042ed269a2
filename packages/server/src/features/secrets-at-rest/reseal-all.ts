import { resealQueuedMessages } from '../../delivery/queued-messages-at-rest.ts';
import type { AppDeps } from '../../deps.ts';
import { resealAtRest } from '../../security/sealed-at-rest.ts';
import { CODE_VERIFIERS_AT_REST } from '../oauth/code-verifier-at-rest.ts';
import { PROJECT_PROVIDER_SECRETS_AT_REST } from '../oauth/provider-secrets-at-rest.ts';
import { resealOAuthProviderValues } from '../oauth/provider-values-at-rest.ts';
import { resealSigningKeys } from '../sessions/signing-keys.ts';
import { RECOVERY_CODES_AT_REST, TOTP_SECRETS_AT_REST } from '../totps/secrets-at-rest.ts';
import { WEBHOOK_SECRETS_AT_REST } from '../webhooks/secrets.ts';

/** Every column that keeps a value sealed with FOYER_SECRETS_KEY, beside the three below with their own step. */
const SEALED_COLUMNS = [
  WEBHOOK_SECRETS_AT_REST,
  TOTP_SECRETS_AT_REST,
  RECOVERY_CODES_AT_REST,
  PROJECT_PROVIDER_SECRETS_AT_REST,
  CODE_VERIFIERS_AT_REST,
];

/** `table.column` of every value resealSecretsAtRest seals again (every-sealed-column.test.ts holds the schema to it). */
export const RESEALED_COLUMNS = [
  'signing_keys.private_jwk',
  'oauth_tokens.provider_values',
  'jobs.payload',
  ...SEALED_COLUMNS.map((place) => `${place.column.table}.${place.column.column}`),
];

/**
 * Run at each start, before any request: seals every secret kept in the database under the current
 * FOYER_SECRETS_KEY, opening with FOYER_SECRETS_KEY_PREVIOUS what it sealed (and sealing what an
 * older server kept in the clear). Once every instance has started with the new key, nothing needs
 * the previous one. Answers what it sealed, by kind (kinds with nothing to do are left out).
 */
export async function resealSecretsAtRest(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
): Promise<{ what: string; count: number }[]> {
  const counts = [
    { what: 'signing key(s)', count: await resealSigningKeys(deps) },
    { what: 'waiting OAuth provider token set(s)', count: await resealOAuthProviderValues(deps) },
    { what: 'queued message(s)', count: await resealQueuedMessages(deps) },
  ];
  for (const place of SEALED_COLUMNS) counts.push({ what: place.what, count: await resealAtRest(deps, place) });
  return counts.filter((kind) => kind.count > 0);
}
