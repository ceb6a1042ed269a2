import { z } from 'zod';
import { envelope } from './common.ts';

export const BootstrapResponse = z
  .object({
    ...envelope,
    project_id: z.string(),
    display_watermark: z.boolean(),
    /** Domain the project's emails come from; the Gmail 'Open in' link searches for it. */
    email_domain: z.string().nullable(),
    password_config: z
      .object({
        luds_complexity: z.number().int().min(0).max(4),
        luds_minimum_count: z.number().int().min(1),
      })
      .nullable(),
    strength_policy: z.enum(['zxcvbn', 'luds']),
    /** Browser sends of links and resets must carry a PKCE code_challenge (Stytch's SDK reads these). */
    pkce_required_for_email_magic_links: z.boolean(),
    pkce_required_for_password_resets: z.boolean(),
    /** OAuth tokens of a start made without a code_challenge are refused by oauth.authenticate from a browser. */
    pkce_required_for_oauth: z.boolean(),
    /** The sign-in methods the project offers (widget product names); the SDK API refuses the others. */
    enabled_products: z.array(z.string()).optional(),
    /** The project's session length: the default when a sign-in names none, and the longest one may ask for. */
    session_length: z
      .object({ default_minutes: z.number().int(), maximum_minutes: z.number().int() })
      .nullable()
      .optional(),
  })
  .meta({ id: 'BootstrapResponse' });
