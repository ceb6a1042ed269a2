import { bool, requireSubject, splitName, str } from './read-json.ts';
import type { Json, ProviderDefinition, ProviderProfile } from './types.ts';

/** The primary, verified address in a list of `{ email, primary, verified }` (GitHub, Bitbucket). */
function primaryEmail(list: unknown, primaryKey = 'primary'): Json | null {
  if (!Array.isArray(list)) return null;
  const emails = list as Json[];
  return emails.find((e) => e[primaryKey] === true) ?? emails[0] ?? null;
}

function profile(fields: Partial<ProviderProfile> & { subject: string; name?: string | null }): ProviderProfile {
  const split = splitName(fields.name ?? null);
  return {
    subject: fields.subject,
    email: fields.email ?? null,
    emailVerified: fields.emailVerified ?? false,
    firstName: fields.firstName ?? split.firstName,
    lastName: fields.lastName ?? split.lastName,
    pictureUrl: fields.pictureUrl ?? null,
  };
}

/**
 * Catalogue providers read through their user endpoints (no ID token, or one Foyer cannot verify
 * against a fixed issuer). Email counts as verified only where the provider says so, or where it
 * documents that it only ever answers confirmed addresses (Facebook, Amazon).
 */
export const OAUTH2_PROVIDERS: ProviderDefinition[] = [
  {
    type: 'microsoft',
    displayName: 'Microsoft',
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    // The multi-tenant endpoint's ID tokens name each tenant as issuer: read Graph instead.
    oidc: null,
    scopes: ['User.Read'],
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: {
      endpoints: { me: 'https://graph.microsoft.com/v1.0/me' },
      map: ({ responses: { me } }) =>
        profile({
          subject: requireSubject(str(me, 'id'), 'Microsoft'),
          // Entra does not verify `mail`: never link by it.
          email: str(me, 'mail') ?? str(me, 'userPrincipalName'),
          firstName: str(me, 'givenName') ?? undefined,
          lastName: str(me, 'surname') ?? undefined,
          name: str(me, 'displayName'),
        }),
    },
  },
  {
    type: 'github',
    displayName: 'GitHub',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    oidc: null,
    scopes: ['read:user', 'user:email'],
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: {
      endpoints: { user: 'https://api.github.com/user', emails: 'https://api.github.com/user/emails' },
      map: ({ responses: { user, emails } }) => {
        const primary = primaryEmail(emails);
        return profile({
          subject: requireSubject(str(user, 'id'), 'GitHub'),
          email: str(primary, 'email') ?? str(user, 'email'),
          emailVerified: primary ? bool(primary, 'verified') : false,
          name: str(user, 'name') ?? str(user, 'login'),
          pictureUrl: str(user, 'avatar_url'),
        });
      },
    },
  },
  {
    type: 'facebook',
    displayName: 'Facebook',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    oidc: null,
    scopes: ['email', 'public_profile'],
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: {
      endpoints: { me: 'https://graph.facebook.com/me?fields=id,first_name,last_name,name,email,picture' },
      map: ({ responses: { me } }) =>
        profile({
          subject: requireSubject(str(me, 'id'), 'Facebook'),
          email: str(me, 'email'),
          // Graph answers an email only once its owner has confirmed it.
          emailVerified: str(me, 'email') !== null,
          firstName: str(me, 'first_name') ?? undefined,
          lastName: str(me, 'last_name') ?? undefined,
          name: str(me, 'name'),
          pictureUrl: str(me, 'picture', 'data', 'url'),
        }),
    },
  },
  {
    type: 'discord',
    displayName: 'Discord',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    oidc: null,
    scopes: ['identify', 'email'],
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: {
      endpoints: { me: 'https://discord.com/api/users/@me' },
      map: ({ responses: { me } }) => {
        const id = requireSubject(str(me, 'id'), 'Discord');
        const avatar = str(me, 'avatar');
        return profile({
          subject: id,
          email: str(me, 'email'),
          emailVerified: bool(me, 'verified'),
          name: str(me, 'global_name') ?? str(me, 'username'),
          pictureUrl: avatar ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png` : null,
        });
      },
    },
  },
  {
    type: 'amazon',
    displayName: 'Amazon',
    authorizationEndpoint: 'https://www.amazon.com/ap/oa',
    tokenEndpoint: 'https://api.amazon.com/auth/o2/token',
    oidc: null,
    scopes: ['profile'],
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: {
      endpoints: { profile: 'https://api.amazon.com/user/profile' },
      map: ({ responses: { profile: me } }) =>
        profile({
          subject: requireSubject(str(me, 'user_id'), 'Amazon'),
          email: str(me, 'email'),
          // Login with Amazon only shares addresses Amazon has verified.
          emailVerified: str(me, 'email') !== null,
          name: str(me, 'name'),
        }),
    },
  },
  {
    type: 'bitbucket',
    displayName: 'Bitbucket',
    authorizationEndpoint: 'https://bitbucket.org/site/oauth2/authorize',
    tokenEndpoint: 'https://bitbucket.org/site/oauth2/access_token',
    oidc: null,
    scopes: ['account', 'email'],
    pkce: false,
    clientAuth: 'client_secret_basic',
    profile: {
      endpoints: { user: 'https://api.bitbucket.org/2.0/user', emails: 'https://api.bitbucket.org/2.0/user/emails' },
      map: ({ responses: { user, emails } }) => {
        const values = emails && !Array.isArray(emails) ? emails.values : undefined;
        const primary = primaryEmail(values, 'is_primary');
        return profile({
          subject: requireSubject(str(user, 'uuid') ?? str(user, 'account_id'), 'Bitbucket'),
          email: str(primary, 'email'),
          emailVerified: bool(primary, 'is_confirmed'),
          name: str(user, 'display_name'),
          pictureUrl: str(user, 'links', 'avatar', 'href'),
        });
      },
    },
  },
  {
    type: 'coinbase',
    displayName: 'Coinbase',
    authorizationEndpoint: 'https://login.coinbase.com/oauth2/auth',
    tokenEndpoint: 'https://login.coinbase.com/oauth2/token',
    oidc: null,
    scopes: ['wallet:user:read', 'wallet:user:email'],
    scopeSeparator: ',',
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: {
      endpoints: { user: 'https://api.coinbase.com/v2/user' },
      map: ({ responses: { user } }) =>
        profile({
          subject: requireSubject(str(user, 'data', 'id'), 'Coinbase'),
          email: str(user, 'data', 'email'),
          name: str(user, 'data', 'name'),
          pictureUrl: str(user, 'data', 'avatar_url'),
        }),
    },
  },
  {
    type: 'twitter',
    displayName: 'Twitter',
    authorizationEndpoint: 'https://twitter.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.twitter.com/2/oauth2/token',
    oidc: null,
    scopes: ['users.read', 'tweet.read'],
    // X requires PKCE on every authorization code request.
    pkce: true,
    clientAuth: 'client_secret_basic',
    profile: {
      endpoints: { me: 'https://api.twitter.com/2/users/me?user.fields=profile_image_url' },
      map: ({ responses: { me } }) =>
        profile({
          subject: requireSubject(str(me, 'data', 'id'), 'Twitter'),
          name: str(me, 'data', 'name') ?? str(me, 'data', 'username'),
          pictureUrl: str(me, 'data', 'profile_image_url'),
        }),
    },
  },
  {
    type: 'tiktok',
    displayName: 'TikTok',
    authorizationEndpoint: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenEndpoint: 'https://open.tiktokapis.com/v2/oauth/token/',
    oidc: null,
    scopes: ['user.info.basic'],
    scopeSeparator: ',',
    pkce: true,
    clientAuth: 'client_secret_post',
    clientIdParam: 'client_key',
    profile: {
      endpoints: { info: 'https://open.tiktokapis.com/v2/user/info/?fields=open_id,union_id,avatar_url,display_name' },
      map: ({ responses: { info } }) =>
        profile({
          subject: requireSubject(str(info, 'data', 'user', 'open_id'), 'TikTok'),
          name: str(info, 'data', 'user', 'display_name'),
          pictureUrl: str(info, 'data', 'user', 'avatar_url'),
        }),
    },
  },
  {
    type: 'snapchat',
    displayName: 'Snapchat',
    authorizationEndpoint: 'https://accounts.snapchat.com/accounts/oauth2/auth',
    tokenEndpoint: 'https://accounts.snapchat.com/accounts/oauth2/token',
    oidc: null,
    scopes: [
      'https://auth.snapchat.com/oauth2/api/user.display_name',
      'https://auth.snapchat.com/oauth2/api/user.bitmoji.avatar',
    ],
    pkce: true,
    clientAuth: 'client_secret_basic',
    profile: {
      endpoints: { me: 'https://kit.snapchat.com/v1/me?query={me{externalId displayName bitmoji{avatar}}}' },
      map: ({ responses: { me } }) =>
        profile({
          subject: requireSubject(str(me, 'data', 'me', 'externalId'), 'Snapchat'),
          name: str(me, 'data', 'me', 'displayName'),
          pictureUrl: str(me, 'data', 'me', 'bitmoji', 'avatar'),
        }),
    },
  },
  {
    type: 'figma',
    displayName: 'Figma',
    authorizationEndpoint: 'https://www.figma.com/oauth',
    tokenEndpoint: 'https://api.figma.com/v1/oauth/token',
    oidc: null,
    scopes: ['current_user:read'],
    pkce: true,
    clientAuth: 'client_secret_basic',
    profile: {
      endpoints: { me: 'https://api.figma.com/v1/me' },
      map: ({ responses: { me } }) =>
        profile({
          subject: requireSubject(str(me, 'id'), 'Figma'),
          email: str(me, 'email'),
          name: str(me, 'handle'),
          pictureUrl: str(me, 'img_url'),
        }),
    },
  },
];
