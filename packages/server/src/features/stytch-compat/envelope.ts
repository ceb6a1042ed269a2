import type { MiddlewareHandler } from 'hono';
import { withStytchFactors } from '../sessions/stytch-factors.ts';
import { reshapeStytchAnswer } from './json-answer.ts';

/**
 * Stytch's browser SDK reads a success answer's fields under `data`. For its calls, a 2xx JSON
 * answer also carries its own fields under `data`, its sessions' factors named as Stytch names
 * them; Foyer's SDK and every other caller get the flat answer unchanged. Errors are flat in both
 * (status_code, error_type, error_message).
 */
export const stytchEnvelope: MiddlewareHandler = async (c, next) => {
  await next();
  await reshapeStytchAnswer(c, (flat) => {
    const answer = withStytchFactors(flat);
    return { ...answer, data: answer };
  });
};
