import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLI_TIMEOUT_MS, runFoyer } from '../testing/foyer-cli.ts';

const PRODUCTION = {
  FOYER_ENV: 'production',
  FOYER_CONFIG: 'foyer.config.json',
  FOYER_PUBLIC_URL: 'https://auth.acme.com',
  // A real SMTP server on this machine (beforeAll), which foyer check greets; the password is never shown.
  SMTP_URL: '',
  FOYER_SECRETS_KEY: 'p6Ez3QeJH1u0o2fXb9mJ0bq1vVQ8m7m8tq5yC1hJ8c4=',
};

describe('foyer check', () => {
  let folder: string;
  let smtp: SMTPServer;
  let smtpPort: number;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.password === 'smtp-password-never-shown'
          ? callback(null, { user: auth.username })
          : callback(new Error('Invalid username or password')),
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as { port: number }).port;
    PRODUCTION.SMTP_URL = `smtp://mailer:smtp-password-never-shown@127.0.0.1:${smtpPort}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-check-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'returns 0 for the file foyer init wrote, an https public URL, SMTP and a writable data folder',
    async () => {
      expect((await runFoyer(['init', '--origin', 'https://www.acme.com'], folder)).code).toBe(0);
      const check = await runFoyer(['check'], folder, PRODUCTION);
      expect(check.code).toBe(0);
      expect(check.stdout).toContain('ok     FOYER_PUBLIC_URL https://auth.acme.com');
      expect(check.stdout).toContain(`ok     SMTP_URL smtp://127.0.0.1:${smtpPort} answers (EHLO accepted)`);
      expect(check.stdout).toContain(`ok     SQLite at ${folder}/.foyer/foyer.db`);
      // No login URL was given to init: a warning, not an error.
      expect(check.stdout).toMatch(
        /warn {3}project-live-[\w-]+: no redirect_urls.login, so login links cannot be sent\./,
      );
      expect(check.stdout).toContain('No errors, 1 warning: ready to start.');
      expect(check.stdout).not.toContain('smtp-password-never-shown');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'returns 1 and says what is wrong: an http public URL, no SMTP, a short secret',
    async () => {
      writeFileSync(
        join(folder, 'foyer.config.json'),
        JSON.stringify({
          projects: [
            {
              project_id: 'project-live-acme',
              public_token: 'public-token-live-acme',
              secret: 'twenty-four-characters!!',
              authorized_origins: ['https://www.acme.com'],
              redirect_urls: { login: ['https://www.acme.com/authenticate'] },
            },
          ],
        }),
      );
      const check = await runFoyer(['check'], folder, {
        ...PRODUCTION,
        FOYER_PUBLIC_URL: 'http://auth.acme.com',
        SMTP_URL: '',
      });
      expect(check.code).toBe(1);
      expect(check.stdout).toContain(
        'error  FOYER_PUBLIC_URL http://auth.acme.com is not https: session tokens and login links would cross the network in clear.',
      );
      expect(check.stdout).toContain('error  SMTP_URL is not set: production sends login emails over SMTP');
      expect(check.stdout).toContain(
        'error  project-live-acme: its secret has 24 characters; use at least 32 random ones (foyer init makes 43).',
      );
      // No sender in the file: its emails would come from the placeholder no mail server sends as.
      expect(check.stdout).toContain(
        'error  project-live-acme: its emails would come from Foyer <no-reply@foyer.localhost>; set email_from to an address your SMTP server may send from (foyer init --from).',
      );
      expect(check.stdout).toContain('4 errors: fix the errors before starting.');
      expect(check.stdout).not.toContain('twenty-four-characters!!');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'returns 1 when production has no project file, or PostgreSQL or the SMTP server does not answer, without printing their passwords',
    async () => {
      const check = await runFoyer(['check'], folder, {
        ...PRODUCTION,
        FOYER_CONFIG: '',
        DATABASE_URL: 'postgres://foyer:db-password-never-shown@127.0.0.1:1/foyer',
        SMTP_URL: 'smtp://mailer:smtp-password-never-shown@127.0.0.1:1',
      });
      expect(check.stdout).toContain(
        'error  SMTP_URL: the mail server at smtp://127.0.0.1:1 does not answer: connect ECONNREFUSED 127.0.0.1:1. Login emails could not be sent.',
      );
      expect(check.code).toBe(1);
      expect(check.stdout).toContain('error  FOYER_CONFIG is not set: no project can use this server');
      expect(check.stdout).toMatch(
        /error {2}DATABASE_URL: PostgreSQL at 127\.0\.0\.1:1\/foyer does not answer: .*ECONNREFUSED/,
      );
      expect(check.stdout).not.toContain('db-password-never-shown');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'returns 1 for production without FOYER_SECRETS_KEY, and for a data folder other local users can read, naming the chmod',
    async () => {
      expect((await runFoyer(['init', '--origin', 'https://www.acme.com'], folder)).code).toBe(0);
      const dataDir = join(folder, '.foyer');
      mkdirSync(dataDir, { mode: 0o755 });
      chmodSync(dataDir, 0o755);
      writeFileSync(join(dataDir, 'foyer.db'), '', { mode: 0o644 });
      chmodSync(join(dataDir, 'foyer.db'), 0o644);
      const check = await runFoyer(['check'], folder, { ...PRODUCTION, FOYER_SECRETS_KEY: '' });
      expect(check.code).toBe(1);
      expect(check.stdout).toContain(
        'error  FOYER_SECRETS_KEY is not set. Production mode needs FOYER_SECRETS_KEY (32 random bytes: openssl rand -base64 32)',
      );
      expect(check.stdout).toContain(
        `error  FOYER_DATA_DIR ${dataDir} has mode 0755: other local users can reach the database and keys; run chmod 700 ${dataDir}`,
      );
      expect(check.stdout).toContain(
        `error  ${dataDir}/foyer.db has mode 0644: other local users can read it; run chmod 600 ${dataDir}/foyer.db`,
      );
      expect(check.stdout).toContain('3 errors, 1 warning: fix the errors before starting.');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'returns 1 for a config file that is not valid, naming the field',
    async () => {
      writeFileSync(join(folder, 'foyer.config.json'), JSON.stringify({ projects: [{ project_id: 'acme' }] }));
      const check = await runFoyer(['check'], folder, PRODUCTION);
      expect(check.code).toBe(1);
      expect(check.stdout).toContain('foyer check (unreadable configuration)');
      expect(check.stdout).toMatch(/error {2}The config file .*foyer\.config\.json is not valid:/);
      expect(check.stdout).toContain('projects.0.project_id');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'says how many server processes FOYER_WORKERS starts and how many PostgreSQL connections they may open, and returns 1 for FOYER_WORKERS=0',
    async () => {
      const check = await runFoyer(['check'], folder, {
        FOYER_WORKERS: '3',
        DATABASE_URL: 'postgres://foyer@127.0.0.1:1/foyer',
      });
      expect(check.stdout).toContain(
        'ok     FOYER_WORKERS 3: 3 server processes sharing the port, up to 30 PostgreSQL connections',
      );
      const biggerPools = await runFoyer(['check'], folder, {
        FOYER_WORKERS: '3',
        FOYER_DB_POOL_SIZE: '25',
        DATABASE_URL: 'postgres://foyer@127.0.0.1:1/foyer',
      });
      expect(biggerPools.stdout).toContain('up to 75 PostgreSQL connections');
      const refused = await runFoyer(['check'], folder, { FOYER_WORKERS: '0' });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain('error  FOYER_WORKERS must be a whole number from 1 to 64, got 0');
    },
    CLI_TIMEOUT_MS,
  );
});
