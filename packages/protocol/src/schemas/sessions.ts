import { z } from 'zod';
import { AuthenticateResponse, envelope, Session, SessionDurationMinutes } from './common.ts';

/** SDK call: the session token comes from the Authorization header unless the body names one. */
export const SessionsAuthenticateRequest = z
  .object({
    session_duration_minutes: SessionDurationMinutes.optional(),
    session_token: z.string().max(256).optional(),
    session_jwt: z.string().max(4096).optional(),
  })
  .meta({ id: 'SessionsAuthenticateRequest' });

export const SessionsRevokeRequest = z
  .object({
    session_id: z.string().max(64).optional(),
    session_token: z.string().max(256).optional(),
    session_jwt: z.string().max(4096).optional(),
  })
  .meta({ id: 'SessionsRevokeRequest' });

/** Like AuthenticateResponse, but `session_token` is null when the caller presented only a JWT (tokens are stored hashed). */
export const SessionsAuthenticateResponse = AuthenticateResponse.extend({ session_token: z.string().nullable() }).meta({
  id: 'SessionsAuthenticateResponse',
});

/** Backend call: GET /v1/sessions?user_id=… */
export const SessionsListQuery = z
  .object({ user_id: z.string().min(1).max(128).meta({ description: 'The user whose live sessions to list' }) })
  .meta({ id: 'SessionsListQuery' });

/** A user's live sessions, most recently used first (Stytch's shape). */
export const SessionsListResponse = z
  .object({ ...envelope, sessions: z.array(Session) })
  .meta({ id: 'SessionsListResponse' });

/** Backend call: ends every live session of a user. */
export const SessionsRevokeAllRequest = z
  .object({ user_id: z.string().min(1).max(128) })
  .meta({ id: 'SessionsRevokeAllRequest' });

export const SessionsRevokeAllResponse = z
  .object({ ...envelope, revoked_session_ids: z.array(z.string()) })
  .meta({ id: 'SessionsRevokeAllResponse' });
