import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { readAudit } from '../../store/audit-log.ts';
import { adminRoute } from './admin-route.ts';
import type { RouteTable } from './route-table.ts';

const AuditQuery = z.object({
  actor: z.string().optional().openapi({ description: 'An operator’s email or operator_id' }),
  action: z.string().optional().openapi({ description: 'Method and route, e.g. `PATCH /projects/{project_id}`' }),
  target: z.string().optional().openapi({ description: 'A project, user, operator, token, secret or session id' }),
  before: z.coerce
    .number()
    .int()
    .optional()
    .openapi({ description: 'Only rows older than this epoch millisecond (the next page)' }),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** GET /audit_log: read-only, as no route edits or deletes a row. */
export function adminAuditRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const route = adminRoute(table, {
    method: 'get',
    path: '/audit_log',
    requirement: 'read',
    tag: 'Admin: audit log',
    summary:
      'Every operator action, refused ones included, newest first: who (email, role, token name), what, on which project, user or other target, when, from where, the result, and a before/after summary of changes',
    query: AuditQuery,
    errors: ['admin_credentials_required', 'operator_permission_denied', 'bad_request'],
  });
  app.openapi(route, async (c) => {
    const rows = await readAudit(deps.db, c.req.valid('query'));
    return ok(c, {
      entries: rows.map((row) => ({
        audit_id: row.audit_id,
        at: new Date(Number(row.at)).toISOString(),
        request_id: row.request_id,
        actor: {
          operator_id: row.actor_operator_id,
          email: row.actor_email,
          role: row.actor_role,
          token_name: row.token_name,
        },
        action: row.action,
        target: { project_id: row.target_project_id, user_id: row.target_user_id, id: row.target_id },
        status: Number(row.status),
        result: row.result,
        ip_address: row.ip_address,
        user_agent: row.user_agent,
        changes: row.changes === null ? null : JSON.parse(row.changes),
      })),
      next_before: rows.length > 0 ? Number(rows[rows.length - 1]?.at) : null,
    });
  });
  return app;
}
