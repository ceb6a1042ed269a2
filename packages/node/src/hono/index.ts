import type { MiddlewareHandler } from 'hono';
import type { Foyer } from '../client.ts';
import { checkRequestSession, refusalOf, type SessionMiddlewareOptions } from '../request-session.ts';
import type { VerifiedSession } from '../verify-session.ts';

/** The variables the middleware sets: `c.get('foyer')`. */
export interface FoyerHonoEnv {
  Variables: {
    /** The checked session, or null when signed out (with `required: false`). */
    foyer: VerifiedSession | null;
  };
}

/**
 * Hono middleware: checks the request's Foyer session (cookies or Bearer) and sets `c.get('foyer')`;
 * answers 401 with the error's JSON when there is none, unless `required: false`, and 403
 * `mfa_required` when `secondFactor` asks for a second factor the session lacks.
 *
 * @example
 * app.get('/api/me', foyerSession(foyer), (c) => c.json({ user_id: c.get('foyer')?.session.user_id }));
 */
export function foyerSession(foyer: Foyer, options: SessionMiddlewareOptions = {}): MiddlewareHandler<FoyerHonoEnv> {
  return async (c, next) => {
    const result = await checkRequestSession(
      foyer,
      {
        cookie: c.req.header('cookie'),
        authorization: c.req.header('authorization'),
        hostname: new URL(c.req.url).hostname,
      },
      options,
    );
    if (result.setCookie) c.header('Set-Cookie', result.setCookie, { append: true });
    const refusal = refusalOf(result, options);
    if (refusal) return c.json(refusal.body, refusal.status);
    c.set('foyer', result.signedIn ? result.session : null);
    await next();
  };
}

export type { SessionMiddlewareOptions, VerifiedSession };
