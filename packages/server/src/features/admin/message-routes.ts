import { OpenAPIHono, z } from '@hono/zod-openapi';
import { EMAIL_JOB_KIND } from '../../delivery/email-queue.ts';
import { SMS_JOB_KIND } from '../../delivery/sms/sms-queue.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { listOutboundMessages } from '../../store/outbound-messages.ts';
import { adminRoute } from './admin-route.ts';
import { requireProject } from './project-routes.ts';
import type { RouteTable } from './route-table.ts';

const MessagesQuery = z.object({
  status: z
    .enum(['queued', 'sending', 'sent', 'failed'])
    .optional()
    .openapi({ description: 'Only messages in this state (queued: waiting for an attempt or a retry)' }),
  limit: z.coerce.number().int().min(1).max(500).default(100).openapi({ description: '1 to 500; 100 by default' }),
});

/** The queue's job kinds that are outbound messages, and their channel's name. */
const MESSAGE_KINDS = { [EMAIL_JOB_KIND]: 'email', [SMS_JOB_KIND]: 'sms' };

/** GET /projects/{project_id}/messages: a project's outbound email and texts in the durable queue. */
export function adminMessageRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const route = adminRoute(table, {
    method: 'get',
    path: '/projects/{project_id}/messages',
    requirement: 'read',
    tag: 'Admin: projects',
    summary:
      'A project’s outbound messages (email through SMTP, SMS and WhatsApp through Twilio, production), newest first: recipient, state (queued, sending, sent, failed), attempts, the next attempt, and why the last one failed; never the message itself',
    params: z.object({ project_id: z.string() }),
    query: MessagesQuery,
    errors: ['admin_credentials_required', 'operator_permission_denied', 'project_not_found', 'bad_request'],
  });
  app.openapi(route, async (c) => {
    const project = await requireProject(deps, c.req.valid('param').project_id);
    const { status, limit } = c.req.valid('query');
    const messages = await listOutboundMessages(deps.db, {
      projectId: project.projectId,
      kinds: MESSAGE_KINDS,
      ...(status ? { status } : {}),
      limit,
    });
    return ok(c, { project_id: project.projectId, messages });
  });
  return app;
}
