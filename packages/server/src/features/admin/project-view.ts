import type { ProjectSettings } from '../../config/project-settings.ts';
import type { ProjectRecord } from '../../store/admin-projects.ts';

/** Settings as the admin API shows them: OAuth client secrets are write-only, never answered. */
export function withoutClientSecrets(settings: Partial<ProjectSettings>): Partial<ProjectSettings> {
  const providers = settings.oauth?.providers;
  if (!settings.oauth || !providers) return settings;
  const shown = Object.fromEntries(
    Object.entries(providers).map(([type, provider]) => {
      if (!provider) return [type, provider];
      const { client_secret: _secret, ...rest } = provider;
      return [type, rest];
    }),
  );
  return { ...settings, oauth: { ...settings.oauth, providers: shown as typeof providers } };
}

/** A project in admin answers; `read_only` for the config file's and development mode's projects. */
export function projectView(record: ProjectRecord) {
  return {
    project_id: record.projectId,
    environment: record.environment,
    public_token: record.publicToken,
    source: record.source,
    read_only: record.source !== 'database',
    settings: withoutClientSecrets(record.settings),
    created_at: new Date(record.createdAt).toISOString(),
    updated_at: new Date(record.updatedAt).toISOString(),
  };
}
