import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { consumeRateLimit, retryAfterHeader } from '../../security/rate-limit.ts';
import { findM2MClient } from '../../store/m2m-clients.ts';
import { secretMatchesHash } from '../../tokens.ts';
import { signCompactJws } from '../sessions/compact-jws.ts';
import { activeSigningKey } from '../sessions/signing-keys.ts';
import { scopesOf } from './client-shape.ts';

/** As Stytch's: an M2M access token lives one hour; a service keeps it and asks again near its end. */
export const M2M_TOKEN_LIFETIME_SECONDS = 3600;

/**
 * Token requests per client per minute. A service reuses its hour-long token, so this is far above
 * honest use; it bounds what a leaked client id (or a looping service) costs the server.
 */
export const M2M_TOKEN_REQUESTS_PER_MINUTE = 100;

export interface TokenRequest {
  projectId: string;
  clientId: string;
  clientSecret: string;
  /** The scopes asked for; all of the client's when absent. */
  scopes: string[] | undefined;
}

/** Whether the secret is the client's or, during a rotation, its next one: both compared, in constant time. */
function secretMatches(secret: string, hashes: (string | null)[]): boolean {
  let matched = false;
  for (const hash of hashes) if (hash !== null && secretMatchesHash(secret, hash)) matched = true;
  return matched;
}

/**
 * The client-credentials grant (RFC 6749 §4.4): an ES256 JWT signed with the keys of the server's
 * JWKS, iss = FOYER_PUBLIC_URL, aud = [project id], sub = client id, `scope` space-separated, as
 * Stytch's M2M tokens. It has no `sid`, so no session check takes it for a session.
 * @throws ApiError invalid_client, invalid_scope, too_many_requests
 */
export async function issueM2MToken(deps: AppDeps, request: TokenRequest) {
  const limit = await consumeRateLimit(deps, {
    key: `m2m-token:${request.projectId}:${request.clientId}`,
    limit: M2M_TOKEN_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
  });
  if (!limit.allowed) {
    throw new ApiError('too_many_requests', undefined, { headers: retryAfterHeader(limit.retryAfterSeconds) });
  }
  const client = await findM2MClient(deps.db, request.projectId, request.clientId);
  const secretOk = secretMatches(request.clientSecret, [
    client?.secret_hash ?? '0'.repeat(64),
    client?.next_secret_hash ?? null,
  ]);
  if (!client || !secretOk || client.status !== 'active') throw new ApiError('invalid_client');

  const granted = scopesOf(client);
  const asked = request.scopes ?? granted;
  if (asked.some((scope) => !granted.includes(scope))) throw new ApiError('invalid_scope');

  const { kid, privateKey } = await activeSigningKey(deps);
  const now = Math.floor(deps.clock.now() / 1000);
  const claims = {
    iss: deps.config.publicUrl,
    aud: [request.projectId],
    sub: client.client_id,
    scope: [...new Set(asked)].join(' '),
    iat: now,
    nbf: now,
    exp: now + M2M_TOKEN_LIFETIME_SECONDS,
  };
  return {
    access_token: signCompactJws({ kid, typ: 'JWT' }, claims, privateKey),
    token_type: 'bearer',
    expires_in: M2M_TOKEN_LIFETIME_SECONDS,
  };
}
