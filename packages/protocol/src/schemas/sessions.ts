import { z } from 'zod';
import { AuthenticateResponse, SessionDurationMinutes } from './common.ts';

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
