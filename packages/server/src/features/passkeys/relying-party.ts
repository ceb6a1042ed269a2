import type { AppDeps } from '../../deps.ts';
import type { Project } from '../../store/projects.ts';

/** Who the passkeys of a project belong to, and which pages may use them. */
export interface RelyingParty {
  /** The RP ID: a registrable domain (never an IP address), e.g. `acme.com` or `localhost`. */
  id: string;
  /** The name an authenticator shows next to the passkey. */
  name: string;
  /** Origins a ceremony's client data may name (scheme://host[:port]). */
  origins: string[];
}

/**
 * The relying party from the project's settings (`webauthn` in the config file), with defaults:
 * the RP ID is the host name of the first authorized origin, the name the project's name, and the
 * expected origins the authorized origins. A project without origins falls back to the server's
 * public URL, so a half-configured project fails verification rather than trusting every page.
 */
export function relyingPartyFor(deps: AppDeps, project: Project): RelyingParty {
  const { settings } = project;
  const origins = settings.webauthn?.origins ?? settings.authorized_origins;
  const firstOrigin = origins[0] ?? settings.authorized_origins[0] ?? deps.config.publicUrl;
  return {
    id: settings.webauthn?.rp_id ?? new URL(firstOrigin).hostname,
    name: settings.webauthn?.rp_name ?? settings.name,
    origins: origins.length > 0 ? origins : [firstOrigin],
  };
}
