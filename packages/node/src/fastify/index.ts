import type {} from 'fastify';
import type { Foyer } from '../client.ts';
import { checkRequestSession, refusalOf, type SessionMiddlewareOptions } from '../request-session.ts';
import type { VerifiedSession } from '../verify-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Foyer session foyerSession() checked; null when signed out (with `required: false`). */
    foyer?: VerifiedSession | null;
  }
}

/** The parts of Fastify's request the hook reads and writes. */
export interface FoyerFastifyRequest {
  headers: { cookie?: string | undefined; authorization?: string | undefined };
  hostname: string;
  /** The checked session, or null when signed out (with `required: false`). */
  foyer?: VerifiedSession | null;
}

/** The parts of Fastify's reply the hook uses. */
export interface FoyerFastifyReply {
  code(statusCode: number): { send(body: unknown): unknown };
  header(name: string, value: string): unknown;
}

/**
 * A Fastify `onRequest` hook: checks the request's Foyer session (cookies or Bearer) and puts it
 * on `request.foyer`; answers 401 with the error's JSON when there is none, unless `required: false`,
 * and 403 `mfa_required` when `secondFactor` asks for a second factor the session lacks.
 * Declare the field once with `app.decorateRequest('foyer', null)` (Fastify keeps request objects fast).
 *
 * @example
 * app.get('/api/me', { onRequest: foyerSession(foyer) }, async (request) => ({ user_id: request.foyer.session.user_id }));
 */
export function foyerSession(foyer: Foyer, options: SessionMiddlewareOptions = {}) {
  return async (request: FoyerFastifyRequest, reply: FoyerFastifyReply): Promise<void> => {
    const result = await checkRequestSession(
      foyer,
      {
        cookie: request.headers.cookie,
        authorization: request.headers.authorization,
        // Fastify 5's hostname keeps the port; cookies do not care about ports.
        hostname: request.hostname.replace(/:\d+$/, ''),
      },
      options,
    );
    if (result.setCookie) reply.header('set-cookie', result.setCookie);
    const refusal = refusalOf(result, options);
    if (refusal) {
      await reply.code(refusal.status).send(refusal.body);
      return;
    }
    request.foyer = result.signedIn ? result.session : null;
  };
}

export type { SessionMiddlewareOptions, VerifiedSession };
