import { isAuthorizedOrigin, isLocalOriginPattern } from '../../config/local-origins.ts';
import type { AppDeps } from '../../deps.ts';
import type { Project } from '../../store/projects.ts';

/** Who the passkeys of a project belong to, and which pages may use them. */
export interface RelyingParty {
  /** The RP ID: a registrable domain (never an IP address), e.g. `acme.com` or `localhost`. */
  id: string;
  /** The name an authenticator shows next to the passkey. */
  name: string;
  /** Origins a ceremony's client data may name (scheme://host[:port]): exact origins only. */
  origins: string[];
}

/**
 * The relying party from the project's settings (`webauthn` in the config file), with defaults:
 * the RP ID is the host name of the first authorized origin, the name the project's name, and the
 * expected origins the authorized origins. A project without origins falls back to the server's
 * public URL, so a half-configured project fails verification rather than trusting every page.
 *
 * `pageOrigin` is the request's Origin header. The development project's "any local port"
 * patterns (config/local-origins.ts) are no origin a browser ever writes into client data: each is
 * replaced by the page's own origin when that origin matches it (development mode only), and
 * dropped otherwise. Passing the pattern itself made every local host page fail verification.
 */
export function relyingPartyFor(deps: AppDeps, project: Project, pageOrigin?: string | null): RelyingParty {
  const { settings } = project;
  const listed = settings.webauthn?.origins ?? settings.authorized_origins;
  const fallback = settings.authorized_origins.find((o) => !isLocalOriginPattern(o)) ?? deps.config.publicUrl;
  const exact = listed.filter((o) => !isLocalOriginPattern(o));
  const firstOrigin = exact[0] ?? fallback;
  const pageMatchesPattern =
    pageOrigin != null &&
    !exact.includes(pageOrigin) &&
    isAuthorizedOrigin(pageOrigin, listed.filter(isLocalOriginPattern), deps.config.mode);
  const origins = exact.length > 0 ? exact : [firstOrigin];
  return {
    id: settings.webauthn?.rp_id ?? new URL(firstOrigin).hostname,
    name: settings.webauthn?.rp_name ?? settings.name,
    origins: pageMatchesPattern ? [...origins, pageOrigin] : origins,
  };
}
