import { createRemoteJWKSet, customFetch, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { FoyerApiError } from './errors.ts';
import { keySetOutage } from './key-set-outage.ts';

/** An M2M access token checked by {@link M2MTokenVerifier.verifyM2MToken}. */
export interface VerifiedM2MToken {
  /** The M2M client the token was issued to (its `sub`). */
  clientId: string;
  /** The scopes the token grants (its `scope`, split). */
  scopes: string[];
  claims: JWTPayload & { sub: string; scope: string };
}

export interface VerifyM2MTokenOptions {
  /** Every one must be granted: exactly, or by a `*` resource of the same action (`read:*` grants `read:users`), as Stytch's check. */
  requiredScopes?: string[];
}

export interface M2MTokenVerifier {
  /**
   * Checks an M2M access token offline: ES256 against the project's key set, issuer, audience (the
   * project id), expiry, that it is an M2M token (a `scope`, no session), and the required scopes.
   * Throws FoyerApiError: `unauthorized_credentials` (401) for a token that is not this project's
   * valid M2M token, `invalid_scope` (403) for one lacking a required scope.
   */
  verifyM2MToken(accessToken: string, options?: VerifyM2MTokenOptions): Promise<VerifiedM2MToken>;
}

export interface M2MVerifierOptions {
  jwksUrl: URL;
  issuer: string;
  audience: string;
  clockToleranceSeconds?: number;
  jwksCooldownSeconds?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** Whether `granted` covers `required`: the same scope, or `action:*` for `action:resource`. */
function grants(granted: string[], required: string): boolean {
  const [action, resource] = required.includes(':') ? required.split(':', 2) : [required, undefined];
  return granted.some((scope) => scope === required || (resource !== undefined && scope === `${action}:*`));
}

function refuse(message: string, cause?: unknown): never {
  throw new FoyerApiError(
    {
      error_type: 'unauthorized_credentials',
      error_message: `The M2M token is not valid for this project: ${message}`,
      status_code: 401,
    },
    cause === undefined ? undefined : { cause },
  );
}

/** A verifier with its own key-set cache (fetched on the first check): make one per process. */
export function createM2MTokenVerifier(options: M2MVerifierOptions): M2MTokenVerifier {
  const keySet: JWTVerifyGetKey = createRemoteJWKSet(options.jwksUrl, {
    cooldownDuration: (options.jwksCooldownSeconds ?? 30) * 1000,
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  });
  const now = options.now ?? Date.now;
  return {
    async verifyM2MToken(accessToken, verifyOptions = {}) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(accessToken, keySet, {
          algorithms: ['ES256'],
          issuer: options.issuer,
          audience: options.audience,
          currentDate: new Date(now()),
          clockTolerance: options.clockToleranceSeconds ?? 5,
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) throw keySetOutage(error);
        refuse(error instanceof errors.JWTExpired ? 'it has expired; get a new one.' : error.message, error);
      }
      // A session JWT is signed by the same keys: it names a session (sid) and grants no scope.
      if (typeof payload.scope !== 'string' || 'sid' in payload || typeof payload.sub !== 'string') {
        refuse('it is not an M2M access token (a session JWT?).');
      }
      const claims = payload as VerifiedM2MToken['claims'];
      const scopes = claims.scope.split(' ').filter(Boolean);
      const missing = (verifyOptions.requiredScopes ?? []).filter((scope) => !grants(scopes, scope));
      if (missing.length > 0) {
        throw new FoyerApiError({
          error_type: 'invalid_scope',
          error_message: `The M2M token lacks the scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
          status_code: 403,
        });
      }
      return { clientId: claims.sub, scopes, claims };
    },
  };
}
