import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.ts';
import { startBanner } from './start-banner.ts';

const SHOP = {
  project_id: 'project-test-shop',
  public_token: 'public-token-test-shop',
  secret: 'secret-of-the-shop-project-0123456789',
  authorized_origins: ['https://shop.example', 'http://localhost:5173'],
};
const INTERNAL = {
  project_id: 'project-live-internal',
  public_token: 'public-token-live-internal',
  secret: 'secret-of-the-internal-project-987654',
};
const DEV = { project_id: 'project-test-dev', public_token: 'public-token-test-dev', secret: 'secret-test-dev-abcdef' };

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

/** The banner of a development server started with `FOYER_CONFIG` naming a file with `projects`. */
function bannerWith(projects: object[] | null, servesDemo = true, adminUrl: string | null = null): string {
  folder = mkdtempSync(join(tmpdir(), 'foyer-banner-'));
  const env: NodeJS.ProcessEnv = { PORT: '3000', FOYER_DATA_DIR: folder };
  if (projects) {
    env.FOYER_CONFIG = 'foyer.config.json';
    writeFileSync(join(folder, env.FOYER_CONFIG), JSON.stringify({ projects }));
  }
  const config = loadConfig(env, folder);
  const lines = startBanner({
    config,
    url: 'http://127.0.0.1:3000',
    email: 'the development outbox (GET /dev/outbox)',
    devCredentials: DEV,
    servesDemo,
    configFile: env.FOYER_CONFIG,
    adminUrl,
  });
  return lines.join('\n');
}

describe('start banner', () => {
  it('lists each project from FOYER_CONFIG with its id, public token and origins', () => {
    const banner = bannerWith([SHOP, INTERNAL]);
    expect(banner).toContain('Projects:    2 from foyer.config.json');
    expect(banner).toContain(
      '    project-test-shop  public token public-token-test-shop  origins https://shop.example, http://localhost:5173',
    );
    expect(banner).toContain('    project-live-internal  public token public-token-live-internal  origins ');
  });

  it('says when a project has no authorized origins, since browsers then cannot call it', () => {
    expect(bannerWith([INTERNAL])).toContain('origins none (browsers cannot call the SDK API)');
  });

  it('never prints a secret, of a configured project or of the dev project', () => {
    const banner = bannerWith([SHOP, INTERNAL]);
    for (const secret of [SHOP.secret, INTERNAL.secret, DEV.secret]) expect(banner).not.toContain(secret);
    expect(banner).not.toMatch(/secret/i);
  });

  it('says when FOYER_CONFIG names a file without projects', () => {
    expect(bannerWith([])).toContain('Projects:    none in foyer.config.json');
  });

  it('says how to configure projects when FOYER_CONFIG is unset', () => {
    expect(bannerWith(null)).toContain('Projects:    none configured (set FOYER_CONFIG to a project file)');
  });

  it('keeps the demo, outbox and docs addresses of development mode', () => {
    const banner = bannerWith(null);
    expect(banner).toContain('Demo:        http://localhost:3000/');
    expect(banner).toContain('Dev outbox:  http://localhost:3000/dev/outbox');
    expect(banner).toContain('API docs:    http://localhost:3000/docs');
    expect(banner).toContain('Dev project: project-test-dev');
  });

  it('leaves the demo out when it is not served (the server installed from its package)', () => {
    const banner = bannerWith(null, false);
    expect(banner).not.toContain('Demo:');
    expect(banner).toContain('Dev outbox:  http://localhost:3000/dev/outbox');
  });

  it("prints where the operators' console is: the public address, or the admin listener when FOYER_ADMIN_PORT is set", () => {
    expect(bannerWith(null)).toContain('Console:     http://localhost:3000/console');
    const apart = bannerWith(null, true, 'http://localhost:3001');
    expect(apart).toContain('Console:     http://localhost:3001/console (admin listener only');
    expect(apart).not.toContain('localhost:3000/console');
  });
});
