import { z } from '@hono/zod-openapi';

/**
 * Stytch's fields on a send for adding the address to a user or a session the caller already
 * holds. Foyer's sends never attach an address, so these are declared (not silently stripped) and
 * refused with a sentence saying so. (Authenticate calls do take a session: the factor joins it,
 * features/sessions/sign-in-with-factor.ts.)
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
