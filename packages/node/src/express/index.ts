import type { Foyer } from '../client.ts';
import { checkRequestSession, refusalOf, type SessionMiddlewareOptions } from '../request-session.ts';
import type { VerifiedSession } from '../verify-session.ts';

declare global {
  // Express's own extension point: `req.foyer` is typed in every handler.
  namespace Express {
    interface Request {
      /** The Foyer session foyerSession() checked; null when signed out (with `required: false`). */
      foyer?: VerifiedSession | null;
    }
  }
}

/** The parts of Express's request the middleware reads and writes. */
export interface FoyerExpressRequest {
  headers: { cookie?: string | undefined; authorization?: string | undefined };
  hostname: string;
  /** The checked session, or null when the request is signed out (with `required: false`). */
  foyer?: VerifiedSession | null;
}

/** The parts of Express's response the middleware uses. */
export interface FoyerExpressResponse {
  status(code: number): { json(body: unknown): unknown };
  append(field: string, value: string): unknown;
}

/**
 * Express middleware: checks the request's Foyer session (cookies or Bearer) and puts it on
 * `req.foyer`; answers 401 with the error's JSON when there is none, unless `required: false`, and
 * 403 `mfa_required` when `secondFactor` asks for a second factor the session lacks.
 *
 * @example
 * app.get('/api/me', foyerSession(foyer), (req, res) => res.json({ user_id: req.foyer.session.user_id }));
 */
export function foyerSession(foyer: Foyer, options: SessionMiddlewareOptions = {}) {
  return (req: FoyerExpressRequest, res: FoyerExpressResponse, next: (error?: unknown) => void): void => {
    checkRequestSession(
      foyer,
      { cookie: req.headers.cookie, authorization: req.headers.authorization, hostname: req.hostname },
      options,
    ).then((result) => {
      if (result.setCookie) res.append('Set-Cookie', result.setCookie);
      const refusal = refusalOf(result, options);
      if (refusal) {
        res.status(refusal.status).json(refusal.body);
        return;
      }
      req.foyer = result.signedIn ? result.session : null;
      next();
    }, next);
  };
}

export type { SessionMiddlewareOptions, VerifiedSession };
