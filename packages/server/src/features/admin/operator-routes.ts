import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import {
  createAdminToken,
  deleteOperator,
  findOperator,
  listAdminTokens,
  listOperators,
  type Operator,
  revokeAdminToken,
  setOperatorRole,
} from '../../store/operators.ts';
import { adminRoute } from './admin-route.ts';
import { noteAudit } from './env.ts';
import { inviteOperator } from './invites.ts';
import { OPERATOR_ROLES } from './roles.ts';
import type { RouteTable } from './route-table.ts';

const TAG = 'Admin: operators and tokens';
const Role = z.enum(OPERATOR_ROLES);
const OperatorParams = z.object({ operator_id: z.string() });
const TokenParams = z.object({ token_id: z.string() });
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const operatorView = (operator: Operator) => ({
  operator_id: operator.operator_id,
  email: operator.email,
  role: operator.role,
  created_at: iso(operator.created_at),
});

async function requireOperator(deps: AppDeps, operatorId: string): Promise<Operator> {
  const operator = await findOperator(deps.db, operatorId);
  if (!operator) throw new ApiError('operator_not_found');
  return operator;
}

/** Operators (invite, change role, remove) and admin API tokens (list, create, revoke). */
export function adminOperatorRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const list = adminRoute(table, {
    method: 'get',
    path: '/operators',
    requirement: 'read',
    tag: TAG,
    summary: 'Lists the operators and their roles',
    errors: ['admin_credentials_required', 'operator_permission_denied'],
  });
  app.openapi(list, async (c) => ok(c, { operators: (await listOperators(deps.db)).map(operatorView) }));

  const invite = adminRoute(table, {
    method: 'post',
    path: '/operators',
    requirement: 'operators.manage',
    tag: TAG,
    summary:
      'Invites an operator (or gives an existing one this role and a new invitation): answers a one-time console link, valid 24 hours',
    body: z.object({ email: z.string().email(), role: Role }).strict(),
    errors: ['admin_credentials_required', 'operator_permission_denied', 'invalid_email', 'bad_request'],
  });
  app.openapi(invite, async (c) => {
    const { email, role } = c.req.valid('json');
    const { operator, url, expiresAt } = await inviteOperator(deps, email, role);
    noteAudit(c, { targetId: operator.operator_id, after: { email: operator.email, role } });
    return ok(c, { operator: operatorView(operator), invite_url: url, expires_at: iso(expiresAt) });
  });

  const update = adminRoute(table, {
    method: 'patch',
    path: '/operators/{operator_id}',
    requirement: 'operators.manage',
    tag: TAG,
    summary: 'Changes an operator’s role; it applies to their next call',
    params: OperatorParams,
    body: z.object({ role: Role }).strict(),
    errors: ['admin_credentials_required', 'operator_permission_denied', 'operator_not_found', 'bad_request'],
  });
  app.openapi(update, async (c) => {
    const operator = await requireOperator(deps, c.req.valid('param').operator_id);
    const { role } = c.req.valid('json');
    await setOperatorRole(deps.db, deps.clock, operator.operator_id, role);
    noteAudit(c, { before: { role: operator.role }, after: { role } });
    return ok(c, { operator: { ...operatorView(operator), role } });
  });

  const remove = adminRoute(table, {
    method: 'delete',
    path: '/operators/{operator_id}',
    requirement: 'operators.manage',
    tag: TAG,
    summary: 'Removes an operator with their tokens, sessions and invitations (the audit log keeps their email)',
    params: OperatorParams,
    errors: ['admin_credentials_required', 'operator_permission_denied', 'operator_not_found'],
  });
  app.openapi(remove, async (c) => {
    const operator = await requireOperator(deps, c.req.valid('param').operator_id);
    await deleteOperator(deps.db, operator.operator_id);
    noteAudit(c, { before: { email: operator.email, role: operator.role } });
    return ok(c, { operator_id: operator.operator_id });
  });

  const tokens = adminRoute(table, {
    method: 'get',
    path: '/tokens',
    requirement: 'read',
    tag: TAG,
    summary: 'Lists admin API tokens by name and last four characters, with their operator, last use and revocation',
    errors: ['admin_credentials_required', 'operator_permission_denied'],
  });
  app.openapi(tokens, async (c) =>
    ok(c, {
      tokens: (await listAdminTokens(deps.db)).map((row) => ({
        token_id: row.token_id,
        name: row.name,
        last_four: row.last_four,
        operator_id: row.operator_id,
        email: row.email,
        created_at: iso(row.created_at),
        last_used_at: iso(row.last_used_at),
        revoked_at: iso(row.revoked_at),
      })),
    }),
  );

  const createToken = adminRoute(table, {
    method: 'post',
    path: '/operators/{operator_id}/tokens',
    requirement: 'operators.manage',
    tag: TAG,
    summary: 'Creates an admin API token acting as this operator (with their role); answers it this once',
    params: OperatorParams,
    body: z.object({ name: z.string().trim().min(1).max(100) }).strict(),
    errors: ['admin_credentials_required', 'operator_permission_denied', 'operator_not_found', 'bad_request'],
  });
  app.openapi(createToken, async (c) => {
    const operator = await requireOperator(deps, c.req.valid('param').operator_id);
    const { name } = c.req.valid('json');
    const { token, tokenId } = await createAdminToken(deps.db, deps.clock, operator.operator_id, name);
    noteAudit(c, { targetId: tokenId, after: { name, operator: operator.email } });
    return ok(c, { token_id: tokenId, token });
  });

  const revoke = adminRoute(table, {
    method: 'delete',
    path: '/tokens/{token_id}',
    requirement: 'operators.manage',
    tag: TAG,
    summary: 'Revokes an admin API token: refused (401) from its next call',
    params: TokenParams,
    errors: ['admin_credentials_required', 'operator_permission_denied', 'admin_token_not_found'],
  });
  app.openapi(revoke, async (c) => {
    const { token_id } = c.req.valid('param');
    if (!(await revokeAdminToken(deps.db, deps.clock, token_id))) throw new ApiError('admin_token_not_found');
    return ok(c, { token_id });
  });

  return app;
}
