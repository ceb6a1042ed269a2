import type { Context } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import type { PresentedSession } from './sign-in-with-factor.ts';

/**
 * What an SDK authenticate call carries: the browser's session token in its Authorization header
 * (a factor proven while signed in joins that session) and an intermediate token in the body.
 */
export function presentedBySdk(
  c: Context<AppEnv>,
  body: { intermediate_session_token?: string | undefined },
): PresentedSession {
  return {
    sessionToken: c.get('sessionToken'),
    intermediateSessionToken: body.intermediate_session_token ?? null,
    fromHeader: true,
  };
}

/** What a backend authenticate call names in its body, as Stytch's backend API takes it. */
export function presentedByBackend(body: {
  session_token?: string | undefined;
  session_jwt?: string | undefined;
  intermediate_session_token?: string | undefined;
}): PresentedSession {
  return {
    sessionToken: body.session_token ?? null,
    sessionJwt: body.session_jwt ?? null,
    intermediateSessionToken: body.intermediate_session_token ?? null,
  };
}
