import { BootstrapResponse } from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { enabledProducts } from '../../security/enabled-products.ts';

const bootstrap = sdkRoute('bootstrap', {
  method: 'get',
  tag: 'Bootstrap',
  summary: 'The project settings the widget needs before it renders',
  params: z.object({ public_token: z.string() }),
  response: BootstrapResponse,
  // sdkAuth answers for an unknown public token before the handler runs.
  errors: ['invalid_public_token'],
});

/** SDK routes of the bootstrap feature. */
export function bootstrapRoutes(_deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(bootstrap, (c) => {
    const { projectId, settings } = c.get('project');
    return ok(c, {
      project_id: projectId,
      display_watermark: settings.display_watermark,
      email_domain: settings.email_domain,
      strength_policy: settings.password_config.strength_policy,
      password_config:
        settings.password_config.strength_policy === 'luds'
          ? {
              luds_complexity: settings.password_config.luds_complexity,
              luds_minimum_count: settings.password_config.luds_minimum_count,
            }
          : null,
      // True, and enforced: browser sends need a code_challenge (security/pkce.ts). OAuth starts
      // keep working without one (a host may build the URL); the widget and SDK always send it.
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: true,
      pkce_required_for_oauth: true,
      enabled_products: enabledProducts(c.get('project')),
      session_length: settings.session_length ?? null,
    });
  });
}
