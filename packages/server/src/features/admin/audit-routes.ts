import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { type AuditCursor, readAudit } from '../../store/audit-log.ts';
import { adminRoute } from './admin-route.ts';
import type { RouteTable } from './route-table.ts';

/** A page's cursor, `<epoch ms>.<audit_id>`: its last row's place in the log's order (store/audit-log.ts). */
const CURSOR = /^(\d{1,15})\.(audit-[\w-]{1,64})$/;
const cursorOf = (value: string | undefined): AuditCursor | undefined => {
  const found = value === undefined ? null : CURSOR.exec(value);
  return found ? { at: Number(found[1]), auditId: found[2] as string } : undefined;
};

const AuditQuery = z.object({
  actor: z.string().optional().openapi({ description: 'An operator’s email or operator_id' }),
  action: z.string().optional().openapi({ description: 'Method and route, e.g. `PATCH /projects/{project_id}`' }),
  target: z.string().optional().openapi({ description: 'A project, user, operator, token, secret or session id' }),
  before: z.string().regex(CURSOR, { error: 'Expected the next_before of the previous page' }).optional().openapi({
    description: 'The previous answer’s next_before: the page after it (rows of one millisecond are not skipped)',
  }),
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
    const query = c.req.valid('query');
    const rows = await readAudit(deps.db, { ...query, before: cursorOf(query.before) });
    const last = rows.length === query.limit ? rows[rows.length - 1] : undefined;
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
      // Null on the last page: a full page may have more after it.
      next_before: last ? `${Number(last.at)}.${last.audit_id}` : null,
    });
  });
  return app;
}
