import type { MiddlewareHandler } from 'hono';
import { replaceJsonBody } from './request-body.ts';
import { isStytchSdkCall } from './stytch-sdk.ts';

/**
 * Stytch's browser SDK POSTs some calls (session.revoke) with a JSON content type and no body at
 * all: for its calls only, an empty POST body reads as `{}`. Foyer's own SDK always sends a body,
 * and an empty one from any other caller stays a 400.
 */
export const readEmptyBodyAsObject: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'POST' && isStytchSdkCall(c) && (await c.req.text()) === '') {
    replaceJsonBody(c, '{}');
  }
  await next();
};
