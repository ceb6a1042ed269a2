import type { SessionData } from '@foyer/protocol';
import type { JWTPayload } from 'jose';

/** The claims of a Foyer session JWT (ES256, five minutes, signed by the server). */
export interface SessionClaims extends JWTPayload {
  /** The user id. */
  sub: string;
  /** The session id. */
  sid: string;
  /** The server's public URL. */
  iss: string;
  /** The project id. */
  aud: string | string[];
  exp: number;
  iat: number;
  /** Authentication methods (RFC 8176): e.g. `pwd`, `otp`, `hwk`, and `mfa` once two factors prove different things. */
  amr?: string[];
  /** Assurance level: 2 once the session has a second factor proving something the first did not, else 1. */
  aal?: 1 | 2;
  /** The session as it was when the JWT was minted. */
  foyer_session: Pick<SessionData, 'started_at' | 'last_accessed_at' | 'expires_at' | 'authentication_factors'>;
}

/** Whether a verified payload has the shape Foyer signs (a JWT of another issuer's making could pass jose). */
export function isSessionClaims(payload: JWTPayload): payload is SessionClaims {
  const session = (payload as { foyer_session?: unknown }).foyer_session;
  return (
    typeof payload.sub === 'string' &&
    typeof payload.sid === 'string' &&
    typeof payload.exp === 'number' &&
    typeof session === 'object' &&
    session !== null &&
    Array.isArray((session as { authentication_factors?: unknown }).authentication_factors)
  );
}

/** The session a JWT vouches for, in the same shape the backend API answers. */
export function sessionFromClaims(claims: SessionClaims): SessionData {
  return {
    session_id: claims.sid,
    user_id: claims.sub,
    started_at: claims.foyer_session.started_at,
    last_accessed_at: claims.foyer_session.last_accessed_at,
    expires_at: claims.foyer_session.expires_at,
    authentication_factors: claims.foyer_session.authentication_factors,
  };
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** Whether a credential is a JWT (three base64url parts) rather than an opaque session token. */
export function looksLikeJwt(credential: string): boolean {
  return JWT_SHAPE.test(credential);
}
