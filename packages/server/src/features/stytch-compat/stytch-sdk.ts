import type { Context } from 'hono';

/** The header Stytch's browser SDK (@stytch/vanilla-js) sends on every call; Foyer's SDK never does. */
const SDK_CLIENT_HEADER = 'x-sdk-client';

/** What Stytch's browser SDK sends besides Foyer's two headers (a preflight must allow them all). */
export const STYTCH_SDK_HEADERS = 'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host';

/** Whether Stytch's browser SDK made this call. */
export function isStytchSdkCall(c: Context): boolean {
  return Boolean(c.req.header(SDK_CLIENT_HEADER));
}

/** Whether this CORS preflight asks for Stytch's SDK header. */
export function isStytchSdkPreflight(c: Context): boolean {
  const requested = c.req.header('access-control-request-headers') ?? '';
  return (
    c.req.method === 'OPTIONS' && requested.split(',').some((name) => name.trim().toLowerCase() === SDK_CLIENT_HEADER)
  );
}
