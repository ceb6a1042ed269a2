import { z } from 'zod';
import { SessionDurationMinutes } from './common.ts';

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
