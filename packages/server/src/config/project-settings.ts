import { z } from 'zod';
import { isLocalOriginPattern, LOCAL_ORIGIN_PATTERNS, localPatternInConfig } from './local-origins.ts';
import { OAuthSettings } from './oauth-settings.ts';
import { WebhookConfig } from './webhook-settings.ts';

/** A stored list entry: a URL, or (the development project only) an any-local-port pattern. */
const StoredUrl = z.union([z.string().url(), z.enum(LOCAL_ORIGIN_PATTERNS)]);
/** A config file's list entry: a URL; a local-port pattern is refused in words. */
const ConfigUrl = z.string().url({
  error: (issue) =>
    isLocalOriginPattern(String(issue.input)) ? localPatternInConfig(String(issue.input)) : 'Invalid URL',
});
/** An origin a page is served from: http(s) only (`ftp:`, `file:`, `data:` pages never call the SDK). */
const ConfigOrigin = ConfigUrl.refine((url) => /^https?:\/\/[^/]/i.test(url), {
  error: 'Expected an http:// or https:// origin',
});
/**
 * A redirect URL: an http(s) page, or a native app's private-use scheme in reverse-DNS form
 * (`com.example.app:/callback`, RFC 8252 §7.1, as Auth0 and Stytch accept for mobile apps). Any other
 * scheme (`ftp:`, `javascript:`, `data:`, `file:`, a bare `myapp:`) is refused, so a link never
 * lands somewhere the project did not mean.
 */
const ConfigRedirectUrl = ConfigUrl.refine(
  (url) => /^https?:\/\/[^/]/i.test(url) || /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:/i.test(url),
  { error: 'Expected an http(s) URL, or a native app scheme in reverse-DNS form (com.example.app:/callback)' },
);

function redirectUrls(entry: typeof StoredUrl | typeof ConfigUrl) {
  return z
    .object({
      login: z.array(entry).default([]),
      signup: z.array(entry).default([]),
      reset_password: z.array(entry).default([]),
    })
    .default({ login: [], signup: [], reset_password: [] });
}

/** The sign-in methods a project may offer, named as the widget's `products` names them. */
export const SIGN_IN_PRODUCTS = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'] as const;
export type SignInProduct = (typeof SIGN_IN_PRODUCTS)[number];

/** A year: Stytch's longest session_duration_minutes. */
const YEAR_MINUTES = 525_600;
const SessionMinutes = z.number().int().min(5, { error: 'Expected at least 5 minutes' }).max(YEAR_MINUTES, {
  error: 'Expected at most 525600 minutes (a year)',
});

/**
 * A project's settings: what the config file says about each project and what the database keeps
 * (as JSON) about it. Field names are documented in the README's configuration reference.
 */
export const ProjectSettings = z.object({
  name: z.string().default('Foyer project'),
  /** Origins (scheme://host[:port]) whose pages may call the SDK API. */
  authorized_origins: z.array(StoredUrl).default([]),
  redirect_urls: redirectUrls(StoredUrl),
  display_watermark: z.boolean().default(true),
  /** Domain the project's emails come from (Gmail's 'Open in' link searches for it). */
  email_domain: z.string().nullable().default(null),
  /** The From header of the project's emails. */
  email_from: z.string().default('Foyer <no-reply@foyer.localhost>'),
  password_config: z
    .object({
      strength_policy: z.enum(['zxcvbn', 'luds']).default('zxcvbn'),
      luds_complexity: z.number().int().min(0).max(4).default(3),
      luds_minimum_count: z.number().int().min(1).max(256).default(8),
    })
    .default({ strength_policy: 'zxcvbn', luds_complexity: 3, luds_minimum_count: 8 }),
  /**
   * Passkeys (WebAuthn): the relying party. Defaults: rp_id is the host name of the first
   * authorized origin, rp_name the project name, origins the authorized origins.
   */
  webauthn: z
    .object({
      rp_id: z.string().min(1).max(253).optional(),
      rp_name: z.string().min(1).max(128).optional(),
      origins: z.array(z.string().url()).optional(),
    })
    .optional(),
  /**
   * Stytch's sessions.migrate: the OpenID UserInfo endpoint of the issuer whose sessions move here.
   * A migrate call presents that issuer's token there and signs in the user of the email it answers.
   */
  session_migration: z.object({ userinfo_url: z.string().url() }).optional(),
  /** Named email templates that login_template_id / signup_template_id select. */
  email_templates: z
    .record(z.string(), z.object({ subject: z.string(), text: z.string(), html: z.string().optional() }))
    .default({}),
  /** Social sign-in: provider credentials and Google One Tap (config/oauth-settings.ts); none when absent. */
  oauth: OAuthSettings.optional(),
  /**
   * `required_for_all`: every sign-in needs a second factor (an authenticator code, a recovery code,
   * a passcode or a passkey) before it gets a session; a first factor answers an intermediate token.
   * Absent means `optional`.
   */
  mfa_policy: z.enum(['optional', 'required_for_all']).optional(),
  /**
   * The sign-in methods the SDK API (and so the widget) offers; the others answer product_not_enabled
   * and the bootstrap leaves them out. Absent means every one. The backend API is the host's own and is not limited.
   */
  enabled_products: z
    .array(z.enum(SIGN_IN_PRODUCTS))
    .min(1, { error: 'Enable at least one sign-in method' })
    .refine((list) => new Set(list).size === list.length, { error: 'Each sign-in method may appear once' })
    .optional(),
  /**
   * How long sessions last: `default_minutes` when a sign-in names no length, and `maximum_minutes`,
   * the longest a sign-in or a refresh may ask for (a longer ask is shortened to it, as Clerk's
   * maximum lifetime does). Absent: 60 minutes by default and up to a year.
   */
  session_length: z
    .object({ default_minutes: SessionMinutes, maximum_minutes: SessionMinutes })
    .strict()
    .refine((length) => length.default_minutes <= length.maximum_minutes, {
      error: 'default_minutes may not be longer than maximum_minutes',
      path: ['default_minutes'],
    })
    .optional(),
});
export type ProjectSettings = z.infer<typeof ProjectSettings>;

/** One project in the config file. */
export const ProjectConfig = ProjectSettings.extend({
  authorized_origins: z.array(ConfigOrigin).default([]),
  redirect_urls: redirectUrls(ConfigRedirectUrl),
  project_id: z.string().regex(/^project-(test|live)-[\w-]+$/),
  public_token: z.string().regex(/^public-token-(test|live)-[\w-]+$/),
  /** The secret host backends authenticate with; stored only as a hash. */
  secret: z.string().min(24),
  /** Endpoints told of changes, signed as Standard Webhooks (config/webhook-settings.ts); kept apart from the settings. */
  webhooks: z
    .array(WebhookConfig)
    .refine((list) => new Set(list.map((w) => w.url)).size === list.length, {
      error: 'Each webhook URL may appear once',
    })
    .optional(),
});
export type ProjectConfig = z.infer<typeof ProjectConfig>;

export const ConfigFile = z.object({ projects: z.array(ProjectConfig).default([]) });
