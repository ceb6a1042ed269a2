import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startPostgresCluster } from '../../scripts/lib/postgres-cluster.mjs';
import { docSnippet } from '../../scripts/lib/readme-snippets.mjs';
import {
  jsonValues,
  openTerminal,
  PRODUCTION_QUICKSTART,
  quickstartBlock,
  quickstartScript,
  type Terminal,
} from '../support/host-apps/production-quickstart.ts';
import { freePort, installServer, packServer } from '../support/host-apps/server-tarball.ts';

// No browser here: the server installed from its npm tarballs into an empty folder, and started.
test.describe('the server from its tarball', () => {
  // docs/operations.md's commands below run in the folder the first test installed into.
  test.describe.configure({ mode: 'serial' });
  let packs: string;
  let app: string;
  let foyer: ChildProcess | undefined;
  test.beforeAll(() => {
    packs = mkdtempSync(join(tmpdir(), 'foyer-server-packs-'));
  });
  test.afterAll(() => {
    foyer?.kill('SIGKILL');
    rmSync(packs, { recursive: true, force: true });
    if (app) rmSync(app, { recursive: true, force: true });
  });

  test('installs, starts on SQLite with the development project, signs in by email link, and stops on SIGTERM with exit 0', async () => {
    test.setTimeout(600_000); // pack (two tsc builds) and install: 2 min on a quiet machine, 5 on a busy one
    app = installServer(packServer(packs));
    // Installed from the tarballs, not linked from the workspace; no TypeScript runner at run time.
    for (const name of readdirSync(join(app, 'node_modules/@foyer')))
      expect(lstatSync(join(app, 'node_modules/@foyer', name)).isSymbolicLink(), name).toBe(false);
    expect(existsSync(join(app, 'node_modules/tsx'))).toBe(false);

    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const usage = execFileSync('npx', ['foyer', '--help'], { cwd: app, env, encoding: 'utf8' });
    expect(usage).toContain('Usage: foyer <command>');

    // The bin itself, as a process manager runs it: `npx` would not pass SIGTERM on to the server.
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const child = spawn(join(app, 'node_modules/.bin/foyer'), ['start'], {
      cwd: app,
      env: { ...env, PORT: String(port), FOYER_PUBLIC_URL: base },
    });
    foyer = child;
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`Foyer is running in development mode`);
    expect(output).toContain(`SQLite at ${app}/.foyer/foyer.db`);

    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    // The development project, as `npm start` makes it in the repository.
    const dev = JSON.parse(readFileSync(join(app, '.foyer/dev-project.json'), 'utf8'));
    const auth = `Basic ${Buffer.from(`${dev.public_token}:${dev.public_token}`).toString('base64')}`;
    const bootstrap = await fetch(`${base}/sdk/v1/projects/bootstrap/${dev.public_token}`);
    expect(bootstrap.status).toBe(200);

    // A login link through the dev outbox, asked for by a page on another local port.
    const sdk = (path: string, body: unknown) =>
      fetch(`${base}/sdk/v1${path}`, {
        method: 'POST',
        headers: { authorization: auth, origin: 'http://localhost:5173', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const email = 'tarball@example.com';
    // PKCE as the SDK does it: the link only signs in the browser that holds the verifier.
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect((await sdk('/magic_links/email/login_or_create', { email, code_challenge: challenge })).status).toBe(200);
    const { messages } = (await (await fetch(`${base}/dev/api/outbox`)).json()) as {
      messages: { to: string; links: string[] }[];
    };
    const link = messages.find((m) => m.to === email)?.links.find((href) => new URL(href).searchParams.has('token'));
    const token = new URL(link as string).searchParams.get('token');
    const signedIn = await sdk('/magic_links/authenticate', {
      token,
      code_verifier: verifier,
      session_duration_minutes: 60,
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { emails: [{ email }] }, session_token: expect.any(String) });

    // A password scored in a worker thread: the pools start from the package's worker-entry.mjs.
    const scored = await sdk('/passwords/strength_check', { password: 'correct horse battery staple 93' });
    expect(await scored.json()).toMatchObject({ status_code: 200, score: 4, valid_password: true });

    const wal = join(app, '.foyer/foyer.db-wal');
    expect(existsSync(wal)).toBe(true);
    const signalled = performance.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(5_000);
    expect(existsSync(wal)).toBe(false);
    expect(output).toContain('Foyer stopped: requests answered, worker pools and database closed');
  });

  test("runs the operations page's foyer init and foyer check lines as written", () => {
    // `npm install @foyer/server` is what the first test did from the tarballs (the package is not on
    // the registry); `npx foyer start` is the bin it started. The rest runs exactly as the page has it.
    const lines = docSnippet('docs/operations.md', 'Running the server', 'sh')
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim());
    expect(lines[0]).toBe('npm install @foyer/server');
    expect(lines[1]).toBe('npx foyer start');
    const [init, check] = [lines[2], lines[3]] as [string, string];
    expect(init).toMatch(/^npx foyer init /);
    expect(check).toBe('npx foyer check');
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };

    const written = execFileSync('bash', ['-c', init], { cwd: app, env, encoding: 'utf8' });
    expect(written).toMatch(/secret {8}\S{40,}/);
    const config = JSON.parse(readFileSync(join(app, 'foyer.config.json'), 'utf8'));
    expect(config.projects[0]).toMatchObject({
      authorized_origins: ['https://www.acme.com'],
      redirect_urls: { login: ['https://www.acme.com/authenticate'] },
    });

    // In development mode check passes with a warning; for production it names what is missing, in
    // words, and exits 1.
    const asDevelopment = spawnSync('bash', ['-c', check], {
      cwd: app,
      env: { ...env, FOYER_CONFIG: 'foyer.config.json' },
      encoding: 'utf8',
    });
    expect(asDevelopment.status).toBe(0);
    expect(asDevelopment.stdout).toContain('FOYER_ENV is not production');
    const asProduction = spawnSync('bash', ['-c', check], {
      cwd: app,
      env: { ...env, FOYER_ENV: 'production', FOYER_CONFIG: 'foyer.config.json' },
      encoding: 'utf8',
    });
    expect(asProduction.status).toBe(1);
    expect(asProduction.stdout).toContain('SMTP_URL is not set');
    expect(asProduction.stdout).toContain('FOYER_PUBLIC_URL is not set');
  });

  test("runs the operations page's PostgreSQL line in production against a real PostgreSQL, with the config foyer init wrote", async () => {
    test.setTimeout(180_000);
    const postgres = await startPostgresCluster();
    try {
      // As written, but for the database it names and the mail server (never reached: nothing is sent).
      const line = docSnippet('docs/operations.md', 'Running on PostgreSQL', 'sh')
        .replace('postgres://foyer:secret@db.internal:5432/foyer', postgres.url)
        .replace('smtps://user:pass@smtp.example.com', 'smtp://127.0.0.1:9')
        .replace('/etc/foyer/secrets.key', join(app, 'secrets.key'));
      writeFileSync(join(app, 'secrets.key'), `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
      expect(line).toContain(postgres.url);
      expect(line).toContain('node_modules/.bin/foyer start');
      const port = await freePort();
      // One simple command: bash runs it in its own place, so the bin itself gets the SIGTERM below.
      const child = spawn('bash', ['-c', line], {
        cwd: app,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1' },
      });
      foyer = child;
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await expect.poll(() => output, { timeout: 90_000 }).toContain('Foyer is running in production mode');
      expect(output).toContain('PostgreSQL');

      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      // The host backend, with the project id and secret foyer init printed: a user is stored and found.
      const { project_id, secret } = JSON.parse(readFileSync(join(app, 'foyer.config.json'), 'utf8')).projects[0];
      const headers = {
        authorization: `Basic ${Buffer.from(`${project_id}:${secret}`).toString('base64')}`,
        'content-type': 'application/json',
      };
      const created = await fetch(`${base}/v1/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'pg@acme.com' }),
      });
      expect(created.status).toBe(200);
      const found = await fetch(`${base}/v1/users/search`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['pg@acme.com'] }] },
        }),
      });
      expect(((await found.json()) as { results: { user_id: string }[] }).results).toHaveLength(1);

      // The host page's import 'from the Foyer server': the installed package serves the widget bundle,
      // importable from any origin; its hashed chunks are cached for a year.
      const widget = await fetch(`${base}/widget/foyer.js`, { headers: { origin: 'https://www.acme.com' } });
      expect(widget.status).toBe(200);
      expect(widget.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(widget.headers.get('access-control-allow-origin')).toBe('*');
      expect(widget.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const entry = await widget.text();
      expect(entry).toContain('mountLogin');
      const chunk = entry.match(/["']\.\/([\w-]+-[\w-]{8,}\.js)["']/)?.[1];
      expect(chunk).toBeTruthy();
      const chunkResponse = await fetch(`${base}/widget/${chunk}`);
      expect(chunkResponse.status).toBe(200);
      expect(chunkResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The operator console ships in the package: its page and its hashed script, under a strict CSP.
      const consolePage = await fetch(`${base}/console`);
      expect(consolePage.headers.get('content-security-policy')).toContain("script-src 'self'");
      const consoleScript = (await consolePage.text()).match(/src="(\/console\/assets\/[\w-]+\.js)"/)?.[1];
      expect(consoleScript).toBeTruthy();
      expect((await fetch(`${base}${consoleScript}`)).status).toBe(200);
      // Production: no development tool answers, so no login link can be read from an outbox.
      expect((await fetch(`${base}/dev/outbox`)).status).toBe(404);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      postgres.stop();
    }
  });

  // A quickstart for production on PostgreSQL with a local SMTP catcher, run as written.
  test(`runs ${PRODUCTION_QUICKSTART} as written: MailDev catches the login link, which signs in once`, async () => {
    test.setTimeout(300_000); // MailDev from the npm cache, two starts and a check: 1 min quiet, 3 busy
    // The page's first step is the install the first test did; the rest runs in a folder of its own
    // (foyer init refuses to overwrite the config the tests above wrote) with that install's packages.
    expect(quickstartBlock('1. Install the server')).toBe('npm install @foyer/server\n');
    const dir = mkdtempSync(join(tmpdir(), 'foyer-production-quickstart-'));
    symlinkSync(join(app, 'node_modules'), join(dir, 'node_modules'));
    const postgres = await startPostgresCluster();
    const [smtp, web, http] = [await freePort(), await freePort(), await freePort()];
    // Only the ports and the database's address change.
    const adapt = (block: string) =>
      block
        .replaceAll('postgres://foyer:secret@127.0.0.1:5432/foyer', postgres.url)
        .replaceAll('1025', String(smtp))
        .replaceAll('1080', String(web))
        .replaceAll('3000', String(http));
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const terminals: Terminal[] = [];
    try {
      const catcher = openTerminal(adapt(quickstartBlock('2. Start a mail catcher')), dir, env);
      terminals.push(catcher);
      const caught = async () => {
        const response = await fetch(`http://127.0.0.1:${web}/api/email`).catch(() => null);
        return response?.ok ? ((await response.json()) as { text: string; from: { address: string }[] }[]) : null;
      };
      await expect.poll(caught, { timeout: 120_000, message: catcher.output() }).toEqual([]);

      execFileSync('bash', ['-e', '-c', quickstartBlock('3. A project and a key')], { cwd: dir, env, stdio: 'pipe' });
      expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);

      const server = openTerminal(adapt(quickstartBlock('4. Check, then start')), dir, env);
      terminals.push(server);
      await expect.poll(() => server.output(), { timeout: 120_000 }).toContain('Foyer is running in production mode');
      // foyer check passed (bash -e stops before start otherwise) and tried the catcher for real.
      expect(server.output()).toContain(`SMTP_URL smtp://127.0.0.1:${smtp} answers (EHLO accepted)`);
      expect(server.output()).toContain('PostgreSQL');

      const answers = jsonValues(
        execFileSync('bash', ['-e', '-c', adapt(quickstartScript('5. Sign in with the emailed link'))], {
          cwd: dir,
          env,
          encoding: 'utf8',
        }),
      );
      expect(answers).toEqual([
        expect.objectContaining({ status_code: 200, user_created: true }),
        expect.objectContaining({
          status_code: 200,
          user: expect.objectContaining({
            emails: [expect.objectContaining({ email: 'ada@acme.com', verified: true })],
          }),
          session_token: expect.any(String),
          session_jwt: expect.any(String),
        }),
      ]);

      // What the page says the reader sees in MailDev: the sender foyer init set, a link to the site.
      const [message] = (await caught()) ?? [];
      expect(message?.from[0]?.address).toBe('login@acme.com');
      const link = new URL(message?.text.match(/https:\/\/www\.acme\.com\/authenticate\S*/)?.[0] ?? 'about:blank');
      expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
      // The session is real, and the link worked once.
      const { project_id, secret } = JSON.parse(readFileSync(join(dir, 'foyer.config.json'), 'utf8')).projects[0];
      const backend = (path: string, body: unknown) =>
        fetch(`http://127.0.0.1:${http}/v1${path}`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${project_id}:${secret}`).toString('base64')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
      const session = answers[1] as { session_token: string };
      expect((await backend('/sessions/authenticate', { session_token: session.session_token })).status).toBe(200);
      const again = await backend('/magic_links/authenticate', { token: link.searchParams.get('token') });
      expect(await again.json()).toMatchObject({ status_code: 401, error_type: 'magic_link_already_used' });
    } finally {
      for (const terminal of terminals.reverse()) await terminal.stop();
      postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
