import type { Hook } from '@hono/zod-openapi';
import { ApiError } from '../errors/api-error.ts';
import type { AppEnv } from './env.ts';

/**
 * What a request that fails its zod schema gets: `bad_request` with a sentence naming each field
 * and what is wrong with it, or `invalid_email` when the email is the problem.
 */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every input shape
export const validationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (result.success) return;
  const issues = result.error.issues;
  if (issues.some((issue) => issue.path[0] === 'email')) throw new ApiError('invalid_email');
  if (issues.some((issue) => issue.path[0] === 'phone_number')) throw new ApiError('invalid_phone_number');
  const sentence = issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new ApiError('bad_request', `The request is not valid. ${sentence}.`);
};
