import { OpenAPIHono, z } from '@hono/zod-openapi';
import { renderTemplate } from '../../delivery/templates.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { adminRoute } from './admin-route.ts';
import { requireProject } from './project-routes.ts';
import type { RouteTable } from './route-table.ts';

const Template = z.object({
  subject: z.string().max(998),
  text: z.string().max(100_000),
  html: z.string().max(200_000).optional(),
});
const PreviewBody = z
  .object({
    /** A saved template of the project, by its id… */
    template_id: z.string().max(128).optional(),
    /** …or a draft the form holds, not saved yet. */
    template: Template.optional(),
    locale: z.string().max(35).default('en'),
  })
  .strict()
  .refine((body) => (body.template_id === undefined) !== (body.template === undefined), {
    error: 'Give either template_id or template',
  });

/**
 * POST /projects/{project_id}/email_templates/preview: a template rendered as its email would be,
 * with sample values (a sample link on the project's first login redirect URL, ada@example.com,
 * the project's name, 60 minutes). Sends nothing and changes nothing, so a viewer may call it.
 */
export function adminTemplatePreviewRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const route = adminRoute(table, {
    method: 'post',
    path: '/projects/{project_id}/email_templates/preview',
    requirement: 'read',
    tag: 'Admin: projects',
    summary:
      'Renders a saved (template_id) or draft (template) email template with sample values: its subject, text and HTML, as a login email would carry them. Sends nothing',
    params: z.object({ project_id: z.string() }),
    body: PreviewBody,
    errors: [
      'admin_credentials_required',
      'operator_permission_denied',
      'project_not_found',
      'template_not_found',
      'bad_request',
    ],
  });
  app.openapi(route, async (c) => {
    const project = await requireProject(deps, c.req.valid('param').project_id);
    const { template_id: templateId, template: draft, locale } = c.req.valid('json');
    const saved = templateId === undefined ? undefined : project.settings.email_templates[templateId];
    if (templateId !== undefined && !saved) {
      throw new ApiError(
        'template_not_found',
        `No email template "${templateId}" is configured for this project: save it first, or preview the draft as template.`,
      );
    }
    const base = project.settings.redirect_urls.login[0] ?? 'https://app.example/authenticate';
    const link = new URL(base);
    link.searchParams.set('token', 'SAMPLE-TOKEN-NOT-VALID');
    const email = renderTemplate(
      (draft ?? saved) as NonNullable<typeof saved>,
      {
        link: link.toString(),
        email: 'ada@example.com',
        project_name: project.settings.name,
        expiration_minutes: '60',
      },
      locale,
    );
    return ok(c, { subject: email.subject, text: email.text, html: email.html });
  });
  return app;
}
