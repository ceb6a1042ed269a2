import { OAUTH_PROVIDERS, type OAuthProviderType } from '@foyer/protocol';
import { OAUTH2_PROVIDERS } from './oauth2-providers.ts';
import { OPENID_PROVIDERS } from './openid-providers.ts';
import type { ProviderDefinition } from './types.ts';

/** Every catalogue provider by wire name: the data the start and callback steps work from. */
export const PROVIDER_CATALOGUE: Readonly<Record<OAuthProviderType, ProviderDefinition>> = Object.fromEntries(
  [...OPENID_PROVIDERS, ...OAUTH2_PROVIDERS].map((definition) => [definition.type, definition]),
) as Record<OAuthProviderType, ProviderDefinition>;

/** Whether a wire name is a catalogue provider. */
export function isCatalogueProvider(type: string): type is OAuthProviderType {
  return (OAUTH_PROVIDERS as readonly string[]).includes(type);
}
