import type { FoyerApp } from '../app.ts';
import type { AppDeps } from '../deps.ts';
import { issueAdminToken } from '../features/admin/invites.ts';
import { OPERATOR_ROLES, type OperatorRole } from '../features/admin/roles.ts';
import { createTestContext, type JsonBody } from './test-context.ts';

export interface AdminCall {
  method?: string;
  body?: unknown;
  /** An admin token; `null` sends no Authorization. */
  token?: string | null;
  headers?: Record<string, string>;
}

/** Calls `app`'s admin API (/admin/v1) with a Bearer token, a raw body or headers as given. */
export async function callAdmin(app: FoyerApp, path: string, call: AdminCall = {}) {
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(`/admin/v1${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    body: call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as JsonBody };
}

/**
 * A test context with one operator per role, each with an admin token (`tokens.admin`, …), and
 * `admin(path, call)`, which calls as the admin unless the call names another token.
 */
export async function createAdminTestContext(overrides: Parameters<typeof createTestContext>[0] = {}) {
  const t = await createTestContext(overrides);
  const tokens = {} as Record<OperatorRole, string>;
  for (const role of OPERATOR_ROLES) {
    tokens[role] = (await issueAdminToken(t.deps, `${role}@ops.example`, role, `${role} automation`)).token;
  }
  const admin = (path: string, call: AdminCall = {}) =>
    callAdmin(t.app, path, { ...call, token: call.token === undefined ? tokens.admin : call.token });
  return { ...t, tokens, admin };
}

/** An admin-made project's OAuth client secret for `provider` as the database keeps it (sealed). */
export async function storedClientSecret(db: AppDeps['db'], projectId: string, provider: string): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('settings')
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.settings).oauth.providers[provider].client_secret;
}
