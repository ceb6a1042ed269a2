import type { Context, MiddlewareHandler } from 'hono';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { clientAddress, socketAddress } from '../../security/client-address.ts';
import { appendAudit } from '../../store/audit-log.ts';
import { findAdminToken, findOperatorSession, touchAdminToken } from '../../store/operators.ts';
import { secretMatchesHash } from '../../tokens.ts';
import { CSRF_HEADER, readConsoleCookie } from './console-cookie.ts';
import { type Actor, actorOf, auditNoteOf, setActor } from './env.ts';
import { roleAllows } from './roles.ts';
import { ADMIN_PREFIX, type RouteTable } from './route-table.ts';

const MAX_USER_AGENT_LENGTH = 512;

const unauthenticated = () =>
  new ApiError('admin_credentials_required', undefined, {
    headers: { 'WWW-Authenticate': 'Bearer realm="foyer-admin"' },
  });

/**
 * The operator behind a request: `Authorization: Bearer <admin token>`, or the console's session
 * cookie with its CSRF token in CSRF_HEADER. Any other Authorization (a project's Basic secret, an
 * end user's session) is refused: operators are not end users. Throws 401 with no operator found,
 * 403 for a console session whose CSRF token is missing or wrong (the operator is known: logged).
 */
async function authenticate(c: Context<AppEnv>, deps: AppDeps): Promise<{ actor: Actor | null; error?: ApiError }> {
  const authorization = c.req.header('authorization');
  if (authorization !== undefined) {
    const token = /^Bearer ([\w-]+)$/.exec(authorization.trim())?.[1];
    const found = token ? await findAdminToken(deps.db, token) : null;
    if (!found) throw unauthenticated();
    await touchAdminToken(deps.db, deps.clock, found.tokenId);
    return { actor: { operator: found.operator, tokenName: found.name } };
  }
  const cookie = readConsoleCookie(c, deps);
  const session = cookie ? await findOperatorSession(deps.db, deps.clock, cookie) : null;
  if (!session) throw unauthenticated();
  const actor = { operator: session.operator, tokenName: null };
  const csrf = c.req.header(CSRF_HEADER);
  if (!csrf || !secretMatchesHash(csrf, session.csrfHash)) return { actor, error: new ApiError('csrf_token_mismatch') };
  return { actor };
}

/**
 * The admin API's one wrapper, around every route: finds the route's requirement in the table,
 * authenticates the operator, checks the role, runs the route, and writes the audit row of what
 * happened, refusals included. Routes do not write audit rows themselves, so none can forget to; a
 * route may add targets and a before/after summary through `noteAudit(c, …)`.
 */
export function adminGuard(deps: AppDeps, table: RouteTable): MiddlewareHandler<AppEnv> {
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  return async (c, next) => {
    const path = c.req.path.slice(ADMIN_PREFIX.length) || '/';
    const route = table.match(c.req.method, path);
    // Fail closed: a path the table does not list reaches no handler, whatever was mounted there.
    if (!route) throw new ApiError('not_found');
    let actor: Actor | null = null;
    let status = 500;
    try {
      if (route.entry.requirement !== 'public') {
        const found = await authenticate(c, deps);
        actor = found.actor;
        if (found.error) throw found.error;
        if (actor && !roleAllows(actor.operator.role, route.entry.requirement)) {
          throw new ApiError('operator_permission_denied');
        }
        if (actor) setActor(c, actor);
      }
      await next();
      status = c.res.status;
    } catch (error) {
      status = error instanceof ApiError ? error.status : 500;
      throw error;
    } finally {
      // An unauthenticated caller is no operator: not logged here (anyone could fill the table), but in the access log.
      actor ??= actorOf(c);
      if (actor)
        await writeAudit(c, deps, actor, route.entry.method, route.entry.path, route.params, status, trustedProxies);
    }
  };
}

async function writeAudit(
  c: Context<AppEnv>,
  deps: AppDeps,
  actor: Actor,
  method: string,
  path: string,
  params: Record<string, string>,
  status: number,
  trustedProxies: ReturnType<typeof buildProxyList>,
): Promise<void> {
  const note = auditNoteOf(c);
  const otherId = params.operator_id ?? params.token_id ?? params.secret_id ?? params.session_id;
  const changes =
    note.before !== undefined || note.after !== undefined
      ? { before: note.before ?? null, after: note.after ?? null }
      : null;
  await appendAudit(deps.db, {
    at: deps.clock.now(),
    request_id: c.get('requestId'),
    actor_operator_id: actor.operator.operator_id,
    actor_email: actor.operator.email,
    actor_role: actor.operator.role,
    token_name: actor.tokenName,
    action: `${method} ${path}`,
    target_project_id: note.projectId ?? params.project_id ?? null,
    target_user_id: note.userId ?? params.user_id ?? null,
    target_id: note.targetId ?? otherId ?? null,
    status,
    result: status < 400 ? 'ok' : status === 401 || status === 403 ? 'refused' : 'failed',
    ip_address: clientAddress(c, trustedProxies, socketAddress),
    user_agent: c.req.header('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) || null,
    changes: changes ? JSON.stringify(changes) : null,
  });
}
