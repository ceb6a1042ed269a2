import * as client from 'openid-client';
import type { ResolvedProvider } from './providers/resolve.ts';
import type { Json, ProviderProfile } from './providers/types.ts';

/**
 * Reads the signed-in account from the provider: the verified ID token claims for OpenID
 * providers, the JSON of its user endpoints otherwise, through the provider's own mapper.
 */
export async function readProviderProfile(
  provider: ResolvedProvider,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<ProviderProfile> {
  let claims = provider.definition.oidc ? ((tokens.claims() as Json | undefined) ?? null) : null;
  if (claims && !('email' in claims) && provider.definition.oidc?.userinfoEndpoint) {
    // fetchUserInfo checks that userinfo names the ID token's subject before its claims are merged.
    const userinfo = await client.fetchUserInfo(provider.config, tokens.access_token, String(claims.sub));
    claims = { ...userinfo, ...claims };
  }
  const responses: Record<string, Json | Json[]> = {};
  for (const [name, url] of Object.entries(provider.definition.profile.endpoints)) {
    const response = await client.fetchProtectedResource(provider.config, tokens.access_token, new URL(url), 'GET');
    if (!response.ok) throw new Error(`${provider.definition.displayName} answered ${response.status} from ${name}`);
    responses[name] = (await response.json()) as Json | Json[];
  }
  return provider.definition.profile.map({ claims, responses });
}
