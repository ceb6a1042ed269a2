import { AuthenticationResponseJSON, RegistrationResponseJSON } from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { buildProxyList } from '../../../config/proxy-settings.ts';
import type { AppDeps } from '../../../deps.ts';
import { ApiError } from '../../../errors/api-error.ts';
import type { AppEnv } from '../../../http/env.ts';
import { ok } from '../../../http/ok.ts';
import { validationHook } from '../../../http/validation.ts';
import { clientAddress, socketAddress } from '../../../security/client-address.ts';
import { consumeRateLimit } from '../../../security/rate-limit.ts';
import { createOperatorSession } from '../../../store/operators.ts';
import { adminRoute } from '../admin-route.ts';
import { setConsoleCookie } from '../console-cookie.ts';
import { actorOf, noteAudit, setActor } from '../env.ts';
import type { RouteTable } from '../route-table.ts';
import {
  finishOperatorAuthentication,
  finishOperatorRegistration,
  startOperatorAuthentication,
  startOperatorRegistration,
} from './ceremonies.ts';

const TAG = 'Admin: console sessions';
/** Sign-in starts per client address a minute: each stores a challenge, and anyone may call it. */
const STARTS_PER_MINUTE = 30;

/**
 * The console's passkeys: an operator adds one from their console session (their invitation opened
 * it), then signs in with it. Apart from every project's passkeys: the console's relying party is
 * the server, and a user's passkey never opens it.
 */
export function adminOperatorPasskeyRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  const operatorOf = (c: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(c);
    if (!actor) throw new ApiError('admin_credentials_required');
    return actor.operator;
  };

  const registerStart = adminRoute(table, {
    method: 'post',
    path: '/operator_passkeys/register/start',
    requirement: 'read',
    tag: TAG,
    summary:
      'Creation options for a new passkey of the signed-in operator (discoverable, user verification required; the challenge lasts 5 minutes)',
    body: z.object({}).strict(),
    errors: ['admin_credentials_required', 'csrf_token_mismatch'],
  });
  app.openapi(registerStart, async (c) => ok(c, { options: await startOperatorRegistration(deps, operatorOf(c)) }));

  const register = adminRoute(table, {
    method: 'post',
    path: '/operator_passkeys/register',
    requirement: 'read',
    tag: TAG,
    summary: 'Verifies and keeps the signed-in operator’s new passkey: their way into the console from then on',
    body: z.object({ credential: RegistrationResponseJSON }).strict(),
    errors: [
      'admin_credentials_required',
      'csrf_token_mismatch',
      'webauthn_challenge_not_found',
      'invalid_webauthn_response',
      'duplicate_webauthn_registration',
    ],
  });
  app.openapi(register, async (c) => {
    const passkeyId = await finishOperatorRegistration(deps, operatorOf(c), c.req.valid('json').credential);
    noteAudit(c, { targetId: passkeyId });
    return ok(c, { passkey_id: passkeyId });
  });

  const signInStart = adminRoute(table, {
    method: 'post',
    path: '/operator_sessions/passkey/start',
    requirement: 'public',
    tag: TAG,
    summary: 'Request options for a console sign-in with an operator’s passkey (the challenge lasts 5 minutes)',
    body: z.object({}).strict(),
    errors: ['too_many_requests'],
  });
  app.openapi(signInStart, async (c) => {
    const address = clientAddress(c, trustedProxies, socketAddress) ?? 'unknown';
    const limit = await consumeRateLimit(deps, {
      key: `console-passkey-start:${address}`,
      limit: STARTS_PER_MINUTE,
      windowMs: 60_000,
    });
    if (!limit.allowed) {
      throw new ApiError('too_many_requests', undefined, {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      });
    }
    return ok(c, { options: await startOperatorAuthentication(deps) });
  });

  const signIn = adminRoute(table, {
    method: 'post',
    path: '/operator_sessions/passkey',
    requirement: 'public',
    tag: TAG,
    summary:
      'Signs in to the console with an operator’s passkey: sets the session cookie (12 hours) and answers the CSRF token',
    body: z.object({ credential: AuthenticationResponseJSON }).strict(),
    errors: ['webauthn_challenge_not_found', 'webauthn_registration_not_found', 'invalid_webauthn_response'],
  });
  app.openapi(signIn, async (c) => {
    const operator = await finishOperatorAuthentication(deps, c.req.valid('json').credential);
    setActor(c, { operator, tokenName: null });
    const session = await createOperatorSession(deps.db, deps.clock, operator.operator_id);
    setConsoleCookie(c, deps, session.token);
    return ok(c, {
      operator: { operator_id: operator.operator_id, email: operator.email, role: operator.role },
      csrf_token: session.csrfToken,
      expires_at: new Date(session.expiresAt).toISOString(),
    });
  });
  return app;
}
