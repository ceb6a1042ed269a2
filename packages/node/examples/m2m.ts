import type { Foyer } from '@foyer/node';

/** Your API's check on a call from another of your services: its M2M token, with the scope the call needs. */
export async function serviceCaller(foyer: Foyer, authorization: string | undefined, scope: string) {
  const token = authorization?.match(/^Bearer (.+)$/i)?.[1] ?? '';
  const { clientId, scopes } = await foyer.verifyM2MToken(token, { requiredScopes: [scope] });
  return { clientId, scopes }; // throws FoyerApiError: unauthorized_credentials (401), invalid_scope (403)
}
