import type { RunningServer } from '../server.ts';
import { startBanner } from '../start-banner.ts';

/** The banner `foyer start` prints once a server (or, in a cluster, its first worker) listens. */
export function runningServerBanner(server: RunningServer, configFile: string | undefined): string[] {
  return startBanner({
    config: server.deps.config,
    url: server.url,
    email: server.deps.mailer.description,
    devCredentials: server.devCredentials,
    servesDemo: server.servesDemo,
    configFile,
    secretsKey: server.secretsKeySource,
    retiredProjects: server.retiredProjects,
    adminUrl: server.adminUrl,
  });
}
