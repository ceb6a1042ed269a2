import type { SessionData, UserData } from '@foyer/protocol';
import type { CallOptions } from '@foyer/protocol/transport';
import { createRemoteJWKSet, customFetch, decodeJwt, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { isSessionClaims, looksLikeJwt, type SessionClaims, sessionFromClaims } from './claims.ts';
import { FoyerApiError } from './errors.ts';
import { keySetOutage } from './key-set-outage.ts';

/** A session checked by {@link SessionVerifier.verifySession}. */
export interface VerifiedSession {
  session: SessionData;
  /** The user, from the online check; absent after an offline check (the JWT carries only the id). */
  user?: UserData;
  claims: SessionClaims;
  /** The factors the session was proven with, each with when it was last proven (Stytch's shape). */
  factors: SessionData['authentication_factors'];
  /** 2 once a second factor proved something the first did not (e.g. a password, then a passkey), else 1. */
  assuranceLevel: 1 | 2;
  /** `offline`: the JWT's signature and times only; `online`: the server confirmed the session is live. */
  checkedBy: 'offline' | 'online';
  /** Online checks mint a fresh JWT: set it as the `stytch_session_jwt` cookie to keep checking offline. */
  sessionJwt?: string;
}

/** Options of a session check; `signal` and `timeoutMs` apply to the online check's request. */
export interface VerifySessionOptions extends CallOptions {
  /** Ask the server even for a JWT: sees revocation at once, costs a round trip. Default false. */
  online?: boolean;
  /** With an online check: extend the session to this many minutes from now. */
  sessionDurationMinutes?: number;
}

/** How sessions are checked: the JWKS, the clock and the online fallback. */
export interface VerifierOptions {
  /** Where the key set is fetched from. */
  jwksUrl: URL;
  /** The issuer the JWTs must name: the Foyer server's public URL. */
  issuer: string;
  /** The audience the JWTs must name: the project id. */
  audience: string;
  /** Seconds of clock difference tolerated on `exp`/`nbf`. Default 5. */
  clockToleranceSeconds?: number;
  /** After a refetch (an unknown `kid`), the next one waits at least this long. Default 30 seconds. */
  jwksCooldownSeconds?: number;
  /** How long a fetched key set is trusted before the next use refetches it. Default 10 minutes. */
  jwksMaxAgeSeconds?: number;
  /** The online check (POST /v1/sessions/authenticate). */
  authenticate: (
    body: {
      session_token?: string;
      session_jwt?: string;
      session_duration_minutes?: number;
    },
    call?: CallOptions,
  ) => Promise<{ session: SessionData; user: UserData; session_jwt: string }>;
  /** The current time, in milliseconds; for tests. */
  now?: () => number;
  fetch?: typeof fetch;
}

/** Checks sessions offline against a cached key set, or online. */
export interface SessionVerifier {
  /**
   * Checks a session JWT offline (signature, issuer, audience, expiry) or, for an opaque session
   * token or with `{ online: true }`, through the server. An offline check cannot see a revocation
   * until the JWT expires (at most five minutes); pass `online: true` where that matters.
   * Throws FoyerApiError: `invalid_session_jwt` (401) offline, the server's error online.
   */
  verifySession(jwtOrToken: string, options?: VerifySessionOptions): Promise<VerifiedSession>;
}

/** A verifier with its own key-set cache: make one per process and reuse it. */
export function createSessionVerifier(options: VerifierOptions): SessionVerifier {
  const keySet: JWTVerifyGetKey = createRemoteJWKSet(options.jwksUrl, {
    cooldownDuration: (options.jwksCooldownSeconds ?? 30) * 1000,
    cacheMaxAge: (options.jwksMaxAgeSeconds ?? 600) * 1000,
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  });
  const now = options.now ?? Date.now;

  async function offline(jwt: string): Promise<VerifiedSession> {
    try {
      const { payload } = await jwtVerify(jwt, keySet, {
        algorithms: ['ES256'],
        issuer: options.issuer,
        audience: options.audience,
        currentDate: new Date(now()),
        clockTolerance: options.clockToleranceSeconds ?? 5,
      });
      if (!isSessionClaims(payload)) throw new errors.JWTInvalid('The JWT is not a Foyer session JWT.');
      const session = sessionFromClaims(payload);
      return { session, claims: payload, ...assuranceOf(session, payload), checkedBy: 'offline' };
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) throw keySetOutage(error);
      const message =
        error instanceof errors.JWTExpired
          ? 'The session JWT has expired; check the session token online to get a fresh one.'
          : `The session JWT is not valid for this project: ${error.message}`;
      throw new FoyerApiError(
        { error_type: 'invalid_session_jwt', error_message: message, status_code: 401 },
        { cause: error },
      );
    }
  }

  async function online(credential: string, durationMinutes?: number, call?: CallOptions): Promise<VerifiedSession> {
    const answer = await options.authenticate(
      {
        ...(looksLikeJwt(credential) ? { session_jwt: credential } : { session_token: credential }),
        ...(durationMinutes === undefined ? {} : { session_duration_minutes: durationMinutes }),
      },
      call,
    );
    // Minted by the server for this answer, over the authenticated connection.
    const claims = decodeJwt(answer.session_jwt) as SessionClaims;
    return {
      session: answer.session,
      user: answer.user,
      claims,
      ...assuranceOf(answer.session, claims),
      checkedBy: 'online',
      sessionJwt: answer.session_jwt,
    };
  }

  return {
    verifySession(jwtOrToken, verifyOptions = {}) {
      if (!jwtOrToken) {
        return Promise.reject(
          new FoyerApiError({
            error_type: 'missing_session',
            error_message: 'No session JWT or token to check.',
            status_code: 401,
          }),
        );
      }
      if (verifyOptions.online || verifyOptions.sessionDurationMinutes !== undefined || !looksLikeJwt(jwtOrToken)) {
        const { signal, timeoutMs } = verifyOptions;
        return online(jwtOrToken, verifyOptions.sessionDurationMinutes, { signal, timeoutMs });
      }
      return offline(jwtOrToken);
    },
  };
}

/** Whether an error is an offline refusal only because the JWT expired (the session may be live). */
export function isExpiredJwtError(error: unknown): boolean {
  return error instanceof FoyerApiError && error.cause instanceof errors.JWTExpired;
}

/** The factors and assurance level a session's JWT states (a JWT from before MFA existed: level 1). */
function assuranceOf(session: SessionData, claims: SessionClaims): Pick<VerifiedSession, 'factors' | 'assuranceLevel'> {
  return { factors: session.authentication_factors, assuranceLevel: claims.aal === 2 ? 2 : 1 };
}
