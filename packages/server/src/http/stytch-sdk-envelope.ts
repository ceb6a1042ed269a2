import type { MiddlewareHandler } from 'hono';

/** Bootstrap fields Stytch's SDK reads that Foyer has no such feature for (no captcha); PKCE's come from bootstrap itself. */
const STYTCH_BOOTSTRAP_DEFAULTS = {
  captcha_settings: { enabled: false },
  dfp_protected_auth_enabled: false,
  cname_domain: null,
  rbac_policy: null,
};

/**
 * Stytch's browser SDK (@stytch/vanilla-js, marked by its X-SDK-Client header) reads a success
 * answer's fields under `data`. For its requests, a 2xx JSON answer also carries its own fields
 * under `data`; Foyer's SDK and every other caller get the flat answer unchanged. Errors are flat
 * in both (status_code, error_type, error_message). Bootstrap adds the fields below for it, and an empty POST body reads as `{}`.
 */
export const stytchSdkEnvelope: MiddlewareHandler = async (c, next) => {
  const stytch = Boolean(c.req.header('x-sdk-client'));
  // It POSTs some calls (session.revoke) with a JSON content type and no body at all: read as {}.
  if (stytch && c.req.method === 'POST' && (await c.req.text()) === '') {
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-length', '2');
    c.req.raw = new Request(c.req.url, { method: 'POST', headers, body: '{}' });
    // Earlier middleware read (and cached) the empty text; the route must parse the new body.
    c.req.bodyCache = {};
  }
  await next();
  if (!stytch || c.res.status > 299) return;
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const flat = (await c.res.clone().json()) as Record<string, unknown>;
  const body = c.req.path.includes('/projects/bootstrap/') ? { ...STYTCH_BOOTSTRAP_DEFAULTS, ...flat } : flat;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify({ ...body, data: body }), { status: c.res.status, headers });
};
