import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigFile } from '../config/project-settings.ts';
import { CLI_TIMEOUT_MS, runFoyer } from '../testing/foyer-cli.ts';

const ACME = ['--origin', 'https://www.acme.com', '--login-url', 'https://www.acme.com/authenticate', '--name', 'Acme'];

describe('foyer init', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-init-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'writes a config file the server accepts: a live project with generated ids and a 256-bit secret, readable only by its owner',
    async () => {
      const first = await runFoyer(['init', ...ACME, '--reset-url', 'https://www.acme.com/reset'], folder);
      expect(first.code).toBe(0);
      const file = join(folder, 'foyer.config.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const [project] = ConfigFile.parse(JSON.parse(readFileSync(file, 'utf8'))).projects;
      expect(project).toMatchObject({
        name: 'Acme',
        // A sender at the site's own domain, never the placeholder no-reply@foyer.localhost.
        email_from: 'Acme <no-reply@acme.com>',
        project_id: expect.stringMatching(/^project-live-[0-9a-f-]{36}$/),
        public_token: expect.stringMatching(/^public-token-live-[0-9a-f-]{36}$/),
        secret: expect.stringMatching(/^[\w-]{43}$/),
        authorized_origins: ['https://www.acme.com'],
        redirect_urls: {
          login: ['https://www.acme.com/authenticate'],
          signup: ['https://www.acme.com/authenticate'],
          reset_password: ['https://www.acme.com/reset'],
        },
      });
      // Shown once, with what to set next.
      const secret = project?.secret as string;
      expect(first.stdout.split(secret)).toHaveLength(2);
      for (const next of [
        'FOYER_ENV=production',
        `FOYER_CONFIG=${file}`,
        'FOYER_PUBLIC_URL=',
        'SMTP_URL=',
        'DATABASE_URL=',
      ])
        expect(first.stdout).toContain(next);

      const second = await runFoyer(['init', ...ACME, '--file', 'other.json'], folder);
      const other = ConfigFile.parse(JSON.parse(readFileSync(join(folder, 'other.json'), 'utf8'))).projects[0];
      expect(second.code).toBe(0);
      expect(other?.project_id).not.toBe(project?.project_id);
      expect(other?.public_token).not.toBe(project?.public_token);
      expect(other?.secret).not.toBe(secret);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'returns 1 and says which flag is wrong for an origin with a path, a link that is not http(s), or no origin',
    async () => {
      const bad = await runFoyer(
        ['init', '--origin', 'https://www.acme.com/login', '--login-url', 'javascript:alert(1)', '--from', 'acme'],
        folder,
      );
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(
        '--origin https://www.acme.com/login has a path: an origin is only scheme://host[:port], here https://www.acme.com.',
      );
      expect(bad.stderr).toContain('--login-url javascript:alert(1) is not an http(s) URL.');
      expect(bad.stderr).toContain(
        '--from acme is not an email address (e.g. login@acme.com or "Acme <login@acme.com>").',
      );
      const none = await runFoyer(['init'], folder);
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('Give at least one --origin');
      expect(existsSync(join(folder, 'foyer.config.json'))).toBe(false);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'returns 1 rather than replace an existing file, unless --force; --from names the sender',
    async () => {
      const file = join(folder, 'foyer.config.json');
      writeFileSync(file, '{"projects":[]}');
      const refused = await runFoyer(['init', ...ACME], folder);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`${file} exists; pass --force to replace it.`);
      expect(readFileSync(file, 'utf8')).toBe('{"projects":[]}');
      const forced = await runFoyer(['init', ...ACME, '--force', '--from', 'Acme Login <login@mail.acme.com>'], folder);
      expect(forced.code).toBe(0);
      const projects = ConfigFile.parse(JSON.parse(readFileSync(file, 'utf8'))).projects;
      expect(projects.map((p) => p.email_from)).toEqual(['Acme Login <login@mail.acme.com>']);
      expect(forced.stdout).toContain('Emails come from Acme Login <login@mail.acme.com>');
    },
    CLI_TIMEOUT_MS,
  );
});
