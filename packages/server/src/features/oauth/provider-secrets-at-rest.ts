import type { ProjectConfig } from '../../config/project-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { type SealedAtRest, sealedAgain } from '../../security/sealed-at-rest.ts';
import { isSealed } from '../../security/secret-box.ts';

/**
 * A project's OAuth client secrets are copied from its configuration into `projects.settings` (every
 * instance reads projects from the database). There they are sealed with FOYER_SECRETS_KEY like every
 * secret at rest, bound to the project and provider: a database file or backup does not hand an
 * attacker the host's credentials at Google, GitHub, …
 */
const sealContext = (projectId: string, provider: string) =>
  `projects.settings.oauth.providers.${provider}.client_secret:${projectId}`;

/** The configuration as it is stored: each provider's client secret sealed (a fresh seal each start). */
export function withSealedProviderSecrets(deps: Pick<AppDeps, 'secrets'>, config: ProjectConfig): ProjectConfig {
  const providers = config.oauth?.providers;
  if (!config.oauth || !providers) return config;
  const sealed = Object.fromEntries(
    Object.entries(providers).map(([type, settings]) => [
      type,
      settings && {
        ...settings,
        client_secret: deps.secrets.seal(settings.client_secret, sealContext(config.project_id, type)),
      },
    ]),
  );
  return { ...config, oauth: { ...config.oauth, providers: sealed } };
}

/** A provider's client secret as stored; plaintext (stored before sealing, or by a test) reads as it is. */
export function openProviderSecret(
  deps: Pick<AppDeps, 'secrets'>,
  options: { projectId: string; provider: string; stored: string },
): string {
  if (!isSealed(options.stored)) return options.stored;
  return deps.secrets.open(options.stored, sealContext(options.projectId, options.provider));
}

/**
 * The client secrets of projects made through the admin API, sealed again under a new
 * FOYER_SECRETS_KEY at start. A config file's project needs none: each start seals its secrets
 * afresh from the file.
 */
export const PROJECT_PROVIDER_SECRETS_AT_REST: SealedAtRest = {
  what: 'OAuth client secret set(s) of admin-made projects',
  column: { table: 'projects', key: 'project_id', column: 'settings', where: { column: 'source', equals: 'database' } },
  whole: false,
  reseal(box, stored, projectId) {
    const settings = JSON.parse(stored) as Pick<ProjectConfig, 'oauth'>;
    let changed = false;
    for (const [type, provider] of Object.entries(settings.oauth?.providers ?? {})) {
      const next = provider && sealedAgain(box, provider.client_secret, sealContext(projectId, type));
      if (!provider || !next) continue;
      provider.client_secret = next;
      changed = true;
    }
    return changed ? JSON.stringify(settings) : null;
  },
};
