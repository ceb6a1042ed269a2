import type { MiddlewareHandler } from 'hono';
import { reshapeStytchAnswer } from './json-answer.ts';

/** Bootstrap fields Stytch's SDK reads that Foyer has no such feature for (no captcha); PKCE's come from bootstrap itself. */
const STYTCH_BOOTSTRAP_DEFAULTS = {
  captcha_settings: { enabled: false },
  dfp_protected_auth_enabled: false,
  cname_domain: null,
  // No RBAC: an empty policy grants nothing, as a missing one does, but a missing one makes the
  // SDK log "Unable to retrieve RBAC policy" as an error on every page load.
  rbac_policy: { roles: [], resources: [] },
};

/** Mounted on the bootstrap route, inside the envelope: a success answer to Stytch's SDK also carries the defaults above. */
export const stytchBootstrapExtras: MiddlewareHandler = async (c, next) => {
  await next();
  await reshapeStytchAnswer(c, (answer) => ({ ...STYTCH_BOOTSTRAP_DEFAULTS, ...answer }));
};
