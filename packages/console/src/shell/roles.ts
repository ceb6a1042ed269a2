import type { OperatorRole } from '../api/types.ts';
import { t } from '../strings.ts';

/** A change an admin route needs a permission for (the server's features/admin/roles.ts). */
export type Permission =
  | 'users.manage'
  | 'projects.configure'
  | 'projects.manage'
  | 'secrets.manage'
  | 'operators.manage';

/**
 * Null when the operator's permissions (from GET /operator_sessions/current: the server's own role
 * table, never a copy) include it; otherwise the sentence shown beside the disabled action. Until
 * they are known, every change is disabled. Only the UI: the API decides.
 */
export function deniedReason(
  role: OperatorRole,
  permissions: readonly string[] | null,
  permission: Permission,
): string | null {
  return permissions?.includes(permission) ? null : t(`role.denied.${permission}`, { role });
}
