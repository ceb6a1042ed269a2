import { z } from '@hono/zod-openapi';

/**
 * Stytch's fields for adding a factor to a session the caller already holds (or, for sends, an
 * address to a user). Foyer's backend calls always start a new session, so these are declared (not
 * silently stripped) and refused with a sentence saying so.
 */
export const SESSION_FIELDS = {
  session_token: z.string().max(256).optional(),
  session_jwt: z.string().max(4096).optional(),
};

const NAMES = ['session_token', 'session_jwt', 'user_id'] as const;

/** Refuses a body naming an existing session or user: bad_request naming the field. */
export function refuseSessionFields<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.superRefine((body, ctx) => {
    for (const name of NAMES) {
      if ((body as Record<string, unknown>)[name] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'Foyer does not add a factor to an existing session or user from the backend; leave this field out',
        });
      }
    }
  });
}
