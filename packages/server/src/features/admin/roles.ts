import type { OperatorRole } from '../../store/schema.ts';

export type { OperatorRole } from '../../store/schema.ts';
export const OPERATOR_ROLES = ['admin', 'developer', 'support', 'viewer'] as const satisfies readonly OperatorRole[];

/** What an admin route needs; each route names exactly one (routes.ts, ADMIN_ROUTE_PERMISSIONS). */
export type Permission =
  /** Every GET, and searches: projects (secrets never shown), users, sessions, operators, tokens, the audit log. */
  | 'read'
  /** Changing a database project's settings (origins, redirect URLs, products, templates, …). */
  | 'projects.configure'
  /** Creating and deleting projects: each mints or kills credentials. */
  | 'projects.manage'
  /** Creating and revoking project secrets. */
  | 'secrets.manage'
  /** Users and their sessions: create, edit metadata, remove a factor, delete, revoke sessions. */
  | 'users.manage'
  /** Operators and admin tokens: invite, change role, remove, create and revoke tokens. */
  | 'operators.manage';

/**
 * The roles, as Stytch's dashboard has them: admin does everything; developer configures projects
 * but sees no secret and manages no operator; support works on users and sessions but changes no
 * configuration; viewer reads.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  admin: ['read', 'projects.configure', 'projects.manage', 'secrets.manage', 'users.manage', 'operators.manage'],
  developer: ['read', 'projects.configure'],
  support: ['read', 'users.manage'],
  viewer: ['read'],
};

/** Whether the role may call a route needing `permission` ('public': the invitation's redemption, open to all). */
export function roleAllows(role: OperatorRole, permission: Permission | 'public'): boolean {
  return permission === 'public' || ROLE_PERMISSIONS[role].includes(permission);
}
