import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/** Every response carries a request id (in the body and as a header) to match logs with reports. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = `request-id-${randomUUID()}`;
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  await next();
};
