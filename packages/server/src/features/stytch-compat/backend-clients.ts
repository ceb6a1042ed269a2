import type { MiddlewareHandler } from 'hono';
import { withStytchFactors } from '../sessions/stytch-factors.ts';
import { reshapeJsonAnswer } from './json-answer.ts';

/**
 * Stytch's backend clients name themselves in User-Agent (stytch 14.x sends `Stytch Node v14.2.0`);
 * @foyer/node and other callers do not, and keep Foyer's answers.
 */
const STYTCH_BACKEND_CLIENT = /^Stytch /;

/** On the backend API: answers to Stytch's backend clients carry session factors as Stytch names them. */
export const stytchBackendFactors: MiddlewareHandler = async (c, next) => {
  await next();
  if (STYTCH_BACKEND_CLIENT.test(c.req.header('user-agent') ?? '')) await reshapeJsonAnswer(c, withStytchFactors);
};
