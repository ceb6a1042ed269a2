import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runningServerBanner } from '../cli/banner.ts';
import { loadConfig } from '../config/env.ts';
import { type RunningServer, startServer } from '../server.ts';

const project = (name: string) => ({
  project_id: `project-live-${name}`,
  public_token: `public-token-live-${name}`,
  secret: `secret-live-${name}-${'x'.repeat(40)}`,
  authorized_origins: [`https://${name}.example`],
  redirect_urls: { login: [`https://${name}.example/authenticate`] },
});
const A = project('alpha');
const B = project('bravo');
const secretsKey = randomBytes(32).toString('base64');

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('credentials of a project that should be dead', () => {
  let folder: string;
  let server: RunningServer | undefined;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-dead-project-'));
  });
  afterEach(async () => {
    await server?.close({ idleDrainMs: 0 });
    server = undefined;
    rmSync(folder, { recursive: true, force: true });
  });

  /** Starts on the same data folder with a config naming `projects`, in `env`'s mode. */
  async function restart(projects: object[], env: NodeJS.ProcessEnv): Promise<RunningServer> {
    await server?.close({ idleDrainMs: 0 });
    writeFileSync(join(folder, 'foyer.config.json'), JSON.stringify({ projects }));
    const config = loadConfig(
      { PORT: '0', FOYER_CONFIG: 'foyer.config.json', FOYER_SECRETS_KEY: secretsKey, ...env },
      folder,
    );
    server = await startServer(config, () => {});
    return server;
  }

  /** The SDK's first call, as a page of the project makes it. */
  const bootstrap = (publicToken: string, origin: string) =>
    fetch(`${(server as RunningServer).url}/sdk/v1/projects/bootstrap/${publicToken}`, { headers: { origin } });
  /** A backend call with the project's id and secret (an unknown session: 404 when the credentials are good). */
  const backendCall = (projectId: string, secret: string) =>
    fetch(`${(server as RunningServer).url}/v1/sessions/authenticate`, {
      method: 'POST',
      headers: { authorization: basic(projectId, secret), 'content-type': 'application/json' },
      body: JSON.stringify({ session_token: 'no-such-session-token-000000000000000000000' }),
    });

  it('refuses a project removed from the config, and the development project, once restarted in production', async () => {
    await restart([A, B], {});
    const dev = JSON.parse(readFileSync(join(folder, '.foyer/dev-project.json'), 'utf8'));
    expect((await bootstrap(B.public_token, 'https://bravo.example')).status).toBe(200);
    expect((await bootstrap(dev.public_token, 'http://localhost:5173')).status).toBe(200);

    // NODE_ENV=production alone is production (the SMTP server is never reached: nothing is sent).
    await restart([A], { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' });
    expect((await bootstrap(A.public_token, 'https://alpha.example')).status).toBe(200);
    expect((await backendCall(A.project_id, A.secret)).status).toBe(404);

    for (const [dead, origin] of [
      [B, 'https://bravo.example'],
      [dev, 'http://localhost:5173'],
    ] as const) {
      const sdk = await bootstrap(dead.public_token, origin);
      expect(sdk.status).toBe(401);
      expect(((await sdk.json()) as { error_type: string }).error_type).toBe('invalid_public_token');
      const backend = await backendCall(dead.project_id, dead.secret);
      expect(backend.status).toBe(401);
      expect(((await backend.json()) as { error_type: string }).error_type).toBe('unauthorized_credentials');
      expect((await fetch(`${server?.url}/v1/sessions/jwks/${dead.project_id}`)).status).toBe(404);
    }
    // And no development tool answers: every login link of the outbox stays unseen.
    expect((await fetch(`${server?.url}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${server?.url}/dev/api/outbox`)).status).toBe(404);

    const banner = runningServerBanner(server as RunningServer, 'foyer.config.json').join('\n');
    expect(banner).toContain('Foyer is running in production mode');
    expect(banner).toContain(`    ${A.project_id}  public token ${A.public_token}`);
    expect(banner).not.toContain(`${B.project_id}  public token`);
    expect(banner).not.toContain('Dev project');
    expect(banner).toContain(
      `  Retired:     ${[dev.project_id, B.project_id].sort().join(', ')} (no longer configured: their credentials are refused)`,
    );
  });

  it('answers a retired project again once the config names it again', async () => {
    await restart([A, B], { FOYER_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' });
    await restart([A], { FOYER_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' });
    expect((await backendCall(B.project_id, B.secret)).status).toBe(401);
    await restart([A, B], { FOYER_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' });
    expect((await backendCall(B.project_id, B.secret)).status).toBe(404);
  });
});
