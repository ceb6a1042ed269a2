import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { listOutboxMessages } from '../../store/outbox.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';
import { ensureDevProject } from './dev-project.ts';

const SEND_LINK = '/magic_links/email/login_or_create';

// Regression: the README's host page, opened from a local page on another port, was refused.
describe('the development project', () => {
  let t: TestContext;
  let dataDir: string;
  let publicToken: string;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-dev-project-'));
    t = await createTestContext({ config: { mode: 'development', publicUrl: 'http://localhost:3000', dataDir } });
    publicToken = (await ensureDevProject(t.deps.db, t.clock, t.deps.config)).credentials.public_token;
  });
  afterEach(() => {
    t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const bootstrapFrom = (origin: string, token = publicToken) =>
    t.sdk(`/projects/bootstrap/${token}`, undefined, { origin, publicToken: token });

  it('accepts a host page on any port of localhost or 127.0.0.1', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://localhost']) {
      const res = await bootstrapFrom(origin);
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('returns 403 origin_not_allowed for https, other hosts and look-alikes of a local origin', async () => {
    for (const origin of [
      'https://localhost:5173',
      'http://localhost.evil.example:5173',
      'http://127.0.0.2:8080',
      'http://evil.example',
      'http://localhost:5173/page',
    ]) {
      const res = await bootstrapFrom(origin);
      expect(res.status, origin).toBe(403);
      expect(res.body.error_type).toBe('origin_not_allowed');
    }
  });

  it('emails a login link that lands on the host page of another local port', async () => {
    const hostPage = 'http://127.0.0.1:8080/index.html?from=host';
    const res = await t.sdk(
      SEND_LINK,
      { email: 'ada@example.com', login_magic_link_url: hostPage, signup_magic_link_url: hostPage },
      { origin: 'http://127.0.0.1:8080', publicToken },
    );
    expect(res.status).toBe(200);
    const [message] = await listOutboxMessages(t.deps.db);
    expect(message?.text).toContain('http://127.0.0.1:8080/index.html?from=host&stytch_token_type=magic_links&token=');
  });

  it('emails a password reset link that lands on the host page of another local port, as the login link', async () => {
    await t.sdk(SEND_LINK, { email: 'ada@example.com' }, { origin: 'http://localhost:5173', publicToken });
    const resetPage = 'http://localhost:5173/reset';
    const res = await t.sdk(
      '/passwords/email/reset/start',
      { email: 'ada@example.com', reset_password_redirect_url: resetPage },
      { origin: 'http://localhost:5173', publicToken },
    );
    expect(res.status).toBe(200);
    const [message] = await listOutboxMessages(t.deps.db);
    expect(message?.text).toContain(`${resetPage}?stytch_token_type=reset_password&token=`);
  });

  it('returns 400 redirect_url_not_allowed for a link to a page that is not local', async () => {
    const res = await t.sdk(
      SEND_LINK,
      { email: 'ada@example.com', signup_magic_link_url: 'https://evil.example/landing' },
      { origin: 'http://localhost:5173', publicToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('redirect_url_not_allowed');
    expect(await listOutboxMessages(t.deps.db)).toHaveLength(0);
  });

  it('sends links to its own /authenticate page when the host names none', async () => {
    await t.sdk(SEND_LINK, { email: 'ada@example.com' }, { origin: 'http://localhost:5173', publicToken });
    const [message] = await listOutboxMessages(t.deps.db);
    expect(message?.text).toContain('http://localhost:3000/authenticate?stytch_token_type=magic_links&token=');
  });

  it('leaves a configured project to its exact origins, in development mode too', async () => {
    const res = await bootstrapFrom('http://localhost:5173', testProjectConfig.public_token);
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('origin_not_allowed');
  });
});

describe('a production server holding a development project’s row', () => {
  it('ignores its local-port patterns: 403 for the origin, 400 for the link page', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-dev-project-'));
    const t = await createTestContext({ config: { mode: 'production', publicUrl: 'https://auth.example', dataDir } });
    try {
      // The row a development run left in the database the production server now uses.
      const dev = await ensureDevProject(t.deps.db, t.clock, { ...t.deps.config, mode: 'development' });
      const publicToken = dev.credentials.public_token;
      const origin = 'http://localhost:5173';

      const bootstrap = await t.sdk(`/projects/bootstrap/${publicToken}`, undefined, { origin, publicToken });
      expect(bootstrap.status).toBe(403);
      expect(bootstrap.body.error_type).toBe('origin_not_allowed');

      const link = await t.sdk(
        SEND_LINK,
        { email: 'ada@example.com', login_magic_link_url: `${origin}/x` },
        { origin: 'https://auth.example', publicToken },
      );
      expect(link.status).toBe(400);
      expect(link.body.error_type).toBe('redirect_url_not_allowed');
    } finally {
      t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a config file', () => {
  it('refuses a local-port pattern with a message saying it belongs to the development project', () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-config-'));
    try {
      const project = { ...testProjectConfig, authorized_origins: ['http://localhost:*'] };
      writeFileSync(join(dir, 'foyer.json'), JSON.stringify({ projects: [project] }));
      expect(() => loadConfig({ FOYER_ENV: 'production', FOYER_CONFIG: 'foyer.json' }, dir)).toThrow(
        /projects\.0\.authorized_origins\.0: http:\/\/localhost:\* matches any port .* allowed only in the development project/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
