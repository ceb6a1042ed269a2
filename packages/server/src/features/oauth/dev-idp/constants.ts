import type { AppDeps } from '../../../deps.ts';

/** Where the development identity provider is mounted (development mode only). */
export const DEV_IDP_PATH = '/dev/idp';

/**
 * The one client the development identity provider knows: Foyer itself. Not a secret: the provider
 * only runs in development mode and only signs in made-up identities.
 */
export const DEV_IDP_CLIENT = { id: 'foyer-development', secret: 'foyer-development-client-secret' } as const;

/** The development identity provider's issuer, on the server's public URL. */
export function devIdpIssuer(deps: AppDeps): string {
  return `${deps.config.publicUrl}${DEV_IDP_PATH}`;
}
