import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from './schema.ts';

export type AuditEntry = Omit<AuditLogTable, 'audit_id'>;

/**
 * The audit log is append-only: this module can add a row and read rows, and no other module
 * touches the table. The admin API's route wrapper (features/admin/guard.ts) writes one row per
 * request, so no route can forget to.
 */
export async function appendAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ audit_id: `audit-${randomUUID()}`, ...entry })
    .execute();
}

/** A row's place in the log's order: its instant, then its id (random, so unique among rows of one millisecond). */
export interface AuditCursor {
  at: number;
  auditId: string;
}

export interface AuditFilter {
  /** An operator's email or id. */
  actor?: string;
  action?: string;
  /** A project, user or other target id. */
  target?: string;
  /** Rows after this one in the log's order (newest first): the previous page's last row, so rows of one millisecond are neither skipped nor repeated. */
  before?: AuditCursor;
  limit: number;
}

/** The newest rows matching every filter given. */
export function readAudit(db: Kysely<Database>, filter: AuditFilter): Promise<AuditLogTable[]> {
  let query = db.selectFrom('audit_log').selectAll();
  const { actor, action, target, before } = filter;
  if (actor)
    query = query.where((eb) =>
      eb.or([eb('actor_email', '=', actor.toLowerCase()), eb('actor_operator_id', '=', actor)]),
    );
  if (action) query = query.where('action', '=', action);
  if (target) {
    query = query.where((eb) =>
      eb.or([eb('target_project_id', '=', target), eb('target_user_id', '=', target), eb('target_id', '=', target)]),
    );
  }
  if (before !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('audit_id', '<', before.auditId)])]),
    );
  }
  return query.orderBy('at', 'desc').orderBy('audit_id', 'desc').limit(filter.limit).execute();
}
