import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { rotateSigningKeys, signingKeyStates } from '../sessions/key-rotation.ts';
import { adminRoute } from './admin-route.ts';
import { noteAudit } from './env.ts';
import type { RouteTable } from './route-table.ts';

const TAG = 'Admin: signing keys';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The session JWT signing keys, as `foyer keys list` and `foyer keys rotate` show and rotate them
 * (features/sessions/key-rotation.ts): for operators who rotate on a schedule, or at once after a leak,
 * without a shell on the server. Only the ids and dates, never key material.
 */
export function adminSigningKeyRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const list = adminRoute(table, {
    method: 'get',
    path: '/signing_keys',
    requirement: 'read',
    tag: TAG,
    summary:
      'Lists the keys that sign session JWTs, newest first: the one signing, retired ones still published in the JWKS (until when), and expired ones the janitor deletes',
    errors: ['admin_credentials_required', 'operator_permission_denied'],
  });
  app.openapi(list, async (c) => {
    const keys = await signingKeyStates(deps);
    return ok(c, {
      keys: keys.map((key) => ({
        kid: key.kid,
        alg: key.alg,
        state: key.state,
        created_at: iso(key.createdAt),
        retired_at: iso(key.retiredAt),
        published_until: iso(key.expiresAt),
      })),
    });
  });

  const rotate = adminRoute(table, {
    method: 'post',
    path: '/signing_keys/rotate',
    requirement: 'secrets.manage',
    tag: TAG,
    summary:
      'Rotates the session JWT signing key: a new key signs from now on (every instance within 5 s); the old one stays in the JWKS until every JWT it signed has expired. Sessions are untouched',
    errors: ['admin_credentials_required', 'operator_permission_denied'],
  });
  app.openapi(rotate, async (c) => {
    const rotation = await rotateSigningKeys(deps);
    noteAudit(c, {
      targetId: rotation.kid,
      after: { kid: rotation.kid, retired: rotation.retired, published_until: iso(rotation.publishedUntil) },
    });
    return ok(c, { kid: rotation.kid, retired: rotation.retired, published_until: iso(rotation.publishedUntil) });
  });
  return app;
}
