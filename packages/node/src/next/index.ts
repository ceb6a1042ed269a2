// With the extension: Node's ESM loader needs it (next has no exports map); bundlers accept it.
import { NextResponse } from 'next/server.js';
import type { Foyer } from '../client.ts';
import { checkRequestSession, refusalOf, type SessionMiddlewareOptions } from '../request-session.ts';
import type { VerifiedSession } from '../verify-session.ts';

function requestParts(request: Request) {
  return {
    cookie: request.headers.get('cookie'),
    authorization: request.headers.get('authorization'),
    hostname: new URL(request.url).hostname,
  };
}

/**
 * A Next.js route handler that runs only with a live Foyer session (cookies or Bearer), which it
 * receives as its third argument (null when signed out with `required: false`); otherwise answers
 * 401 with the error's JSON (403 `mfa_required` when `secondFactor` asks for a missing second factor). A refreshed JWT cookie is set on the handler's response.
 *
 * @example
 * export const GET = withFoyerSession(foyer, async (request, context, session) =>
 *   Response.json({ user_id: session?.session.user_id }));
 */
export function withFoyerSession<Context>(
  foyer: Foyer,
  handler: (request: Request, context: Context, session: VerifiedSession | null) => Response | Promise<Response>,
  options: SessionMiddlewareOptions = {},
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const result = await checkRequestSession(foyer, requestParts(request), options);
    const refusal = refusalOf(result, options);
    if (refusal) return Response.json(refusal.body, { status: refusal.status });
    const response = await handler(request, context, result.signedIn ? result.session : null);
    if (result.setCookie) response.headers.append('set-cookie', result.setCookie);
    return response;
  };
}

/**
 * A Next.js proxy (middleware.ts / proxy.ts) that lets signed-in requests through, refreshing a
 * near-expiry JWT cookie, and sends signed-out ones to `signInPath` (or answers 401 JSON without one).
 *
 * @example
 * export const proxy = foyerProxy(foyer, { signInPath: '/login' });
 * export const config = { matcher: ['/account/:path*'] };
 */
export function foyerProxy(
  foyer: Foyer,
  options: SessionMiddlewareOptions & { signInPath?: string } = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const result = await checkRequestSession(foyer, requestParts(request), options);
    const refusal = refusalOf(result, options);
    if (refusal) {
      // Signed out: to the sign-in page when there is one; a missing second factor answers 403 JSON.
      if (refusal.status === 401 && options.signInPath) {
        return NextResponse.redirect(new URL(options.signInPath, request.url));
      }
      return NextResponse.json(refusal.body, { status: refusal.status });
    }
    const response = NextResponse.next();
    if (result.setCookie) response.headers.append('set-cookie', result.setCookie);
    return response;
  };
}

export type { SessionMiddlewareOptions, VerifiedSession };
