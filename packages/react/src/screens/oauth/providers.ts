import type { OAuthProviderName, OAuthProviderOption } from '../../config/types.ts';

/** How each provider is named on its button (the wire name is the lower-cased key). */
export const PROVIDER_DISPLAY_NAMES: Record<string, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};

/** The wire name of a configured provider ('GitHub' → 'github'). */
export function providerKey(type: OAuthProviderName | string): string {
  return type.toLowerCase();
}

/** The name a person reads for a provider. */
export function providerDisplayName(type: OAuthProviderName | string): string {
  return PROVIDER_DISPLAY_NAMES[providerKey(type)] ?? type;
}

/** The provider that asks for One Tap, if any (only Google offers it). */
export function oneTapProvider(providers: readonly OAuthProviderOption[]): OAuthProviderOption | null {
  return providers.find((p) => p.one_tap && providerKey(p.type) === 'google') ?? null;
}
