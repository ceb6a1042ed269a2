import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
import type { AppDeps } from '../../../deps.ts';
import { callbackUrl } from '../providers/resolve.ts';
import { DEV_IDP_CLIENT, DEV_IDP_PATH, devIdpIssuer } from './constants.ts';
import { decodeAccountId, devClaims } from './identity.ts';

const CLAIMS = ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name'];

/**
 * The development identity provider: a real OpenID provider (oidc-provider) that signs in made-up
 * identities, so every social button works offline in development. Its grants and sessions live in
 * this process's memory (oidc-provider's development adapter): fine for one development server.
 */
export function createDevIdentityProvider(deps: AppDeps): Provider {
  const provider = new Provider(devIdpIssuer(deps), {
    clients: [
      {
        client_id: DEV_IDP_CLIENT.id,
        client_secret: DEV_IDP_CLIENT.secret,
        redirect_uris: [callbackUrl(deps)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    // Names the provider being stood in for, so the sign-in page can say which.
    extraParams: ['foyer_provider'],
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_IDP_PATH}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, accountId: string) => {
      const identity = decodeAccountId(accountId);
      return identity ? { accountId, claims: () => devClaims(accountId, identity) } : undefined;
    },
    // Foyer is the only client and the identities are made up: consent is implied.
    loadExistingGrant: async (ctx: { oidc: { client?: { clientId: string }; session?: { accountId?: string } } }) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(CLAIMS);
      await grant.save();
      return grant;
    },
  });
  // Reads the X-Forwarded-* that routes.ts sets from FOYER_PUBLIC_URL (never what the client sent).
  provider.proxy = true;
  return provider;
}
