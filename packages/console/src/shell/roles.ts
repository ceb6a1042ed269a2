import type { OperatorRole } from '../api/types.ts';
import { t } from '../strings.ts';

/** A change an admin route needs a permission for (the server's features/admin/roles.ts). */
export type Permission =
  | 'users.manage'
  | 'projects.configure'
  | 'projects.manage'
  | 'secrets.manage'
  | 'operators.manage';

/** Mirrors the server's role table, only to disable what would be refused: the API decides. */
const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  admin: ['projects.configure', 'projects.manage', 'secrets.manage', 'users.manage', 'operators.manage'],
  developer: ['projects.configure'],
  support: ['users.manage'],
  viewer: [],
};

/** Null when the role may; otherwise the sentence the console shows beside the disabled action. */
export function deniedReason(role: OperatorRole, permission: Permission): string | null {
  return ROLE_PERMISSIONS[role].includes(permission) ? null : t(`role.denied.${permission}`, { role });
}
