import type { MiddlewareHandler } from 'hono';
import { replaceJsonBody } from './request-body.ts';
import { isStytchSdkCall } from './stytch-sdk.ts';

/**
 * Stytch's browser SDK sends the new credential or assertion as a JSON string
 * (`public_key_credential: JSON.stringify(credential)`); Foyer's routes take the object. For its calls
 * only, a string that parses to an object is replaced by it; anything else goes on unchanged, for the
 * route's validator to refuse with bad_request.
 */
export const readCredentialString: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST' || !isStytchSdkCall(c)) return next();
  const body: unknown = await c.req.json().catch(() => undefined);
  const credential = (body as { public_key_credential?: unknown } | undefined)?.public_key_credential;
  if (typeof credential !== 'string') return next();
  let parsed: unknown;
  try {
    parsed = JSON.parse(credential);
  } catch {
    return next();
  }
  replaceJsonBody(c, JSON.stringify({ ...(body as object), public_key_credential: parsed }));
  return next();
};
