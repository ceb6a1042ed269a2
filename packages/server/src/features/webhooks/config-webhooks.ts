import type { ProjectConfig } from '../../config/project-settings.ts';
import type { AppDeps } from '../../deps.ts';
import {
  deleteWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints,
  newWebhookEndpointId,
  replaceWebhookSecrets,
  updateWebhookEndpoint,
} from '../../store/webhooks.ts';
import { sealWebhookSecret } from './secrets.ts';

/**
 * Makes a config-file project's endpoints what the file says, at each start: an endpoint keeps its
 * id (and its delivery history, and whether it was disabled) while its URL stays; its secrets and
 * events are the file's; one the file no longer lists is deleted. Endpoints added through the
 * admin API are left alone.
 */
export async function syncConfigWebhooks(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  project: Pick<ProjectConfig, 'project_id' | 'webhooks'>,
): Promise<void> {
  const now = deps.clock.now();
  const existing = (await listWebhookEndpoints(deps.db, project.project_id)).filter((e) => e.source === 'config');
  const wanted = project.webhooks ?? [];
  for (const endpoint of existing) {
    if (!wanted.some((w) => w.url === endpoint.url)) await deleteWebhookEndpoint(deps.db, endpoint.endpointId);
  }
  for (const webhook of wanted) {
    const secrets = (Array.isArray(webhook.secret) ? webhook.secret : [webhook.secret]).map((s) =>
      sealWebhookSecret(deps.secrets, s),
    );
    const events = webhook.events ?? null;
    const found = existing.find((e) => e.url === webhook.url);
    if (found) {
      await updateWebhookEndpoint(deps.db, found.endpointId, { events }, now);
      await replaceWebhookSecrets(deps.db, found.endpointId, secrets, now);
    } else {
      const endpoint = {
        endpointId: newWebhookEndpointId(),
        projectId: project.project_id,
        url: webhook.url,
        events,
        source: 'config' as const,
      };
      await insertWebhookEndpoint(deps.db, endpoint, secrets, now);
    }
  }
}
