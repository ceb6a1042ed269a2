import type { AppDeps } from '../../deps.ts';
import { isSealed } from '../../security/secret-box.ts';
import { listStoredProviderValues, type ProviderValues, replaceStoredProviderValues } from '../../store/oauth.ts';

/**
 * The provider's tokens wait in oauth_tokens from the callback until oauth.authenticate hands them
 * over (at most OAUTH_TOKEN_LIFETIME_MINUTES). They are sealed with FOYER_SECRETS_KEY like every
 * secret at rest, bound to the row's token hash: a sealed value copied into another row does not open.
 */
const sealContext = (tokenHash: string) => `oauth_tokens.provider_values:${tokenHash}`;

export function sealProviderValues(deps: Pick<AppDeps, 'secrets'>, tokenHash: string, values: ProviderValues): string {
  return deps.secrets.seal(JSON.stringify(values), sealContext(tokenHash));
}

/** The stored tokens; plaintext JSON written before sealing (a rolling upgrade) opens as it is. */
export function openProviderValues(deps: Pick<AppDeps, 'secrets'>, tokenHash: string, stored: string): ProviderValues {
  const json = isSealed(stored) ? deps.secrets.open(stored, sealContext(tokenHash)) : stored;
  return JSON.parse(json) as ProviderValues;
}

/**
 * Run at start beside the signing keys' reseal: seals waiting provider tokens that are plaintext
 * (written by a server from before sealing) or sealed with FOYER_SECRETS_KEY_PREVIOUS, so neither
 * outlives the upgrade or the rotation. Returns how many it sealed.
 */
export async function resealOAuthProviderValues(deps: Pick<AppDeps, 'db' | 'secrets'>): Promise<number> {
  let sealed = 0;
  for (const row of await listStoredProviderValues(deps.db)) {
    if (deps.secrets.isCurrent(row.stored)) continue;
    const next = sealProviderValues(deps, row.tokenHash, openProviderValues(deps, row.tokenHash, row.stored));
    await replaceStoredProviderValues(deps.db, { tokenId: row.tokenId, previous: row.stored, next });
    sealed++;
  }
  return sealed;
}
