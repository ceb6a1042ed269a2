import type { ProjectConfig } from '../../config/project-settings.ts';
import type { AppDeps } from '../../deps.ts';
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
