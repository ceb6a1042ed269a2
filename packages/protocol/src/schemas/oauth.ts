import { z } from 'zod';
import { AuthenticateResponse, SessionDurationMinutes } from './common.ts';

export const OAUTH_PROVIDERS = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;
export type OAuthProviderType = (typeof OAUTH_PROVIDERS)[number];

export const OAuthAuthenticateRequest = z
  .object({ token: z.string().min(1).max(256), session_duration_minutes: SessionDurationMinutes.optional() })
  .meta({ id: 'OAuthAuthenticateRequest' });

export const OAuthAuthenticateResponse = AuthenticateResponse.extend({
  provider_type: z.string(),
  provider_values: z.object({
    access_token: z.string(),
    id_token: z.string().nullable(),
    refresh_token: z.string().nullable(),
    scopes: z.array(z.string()),
  }),
}).meta({ id: 'OAuthAuthenticateResponse' });
