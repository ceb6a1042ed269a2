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
  })
  .meta({ id: 'BootstrapResponse' });
