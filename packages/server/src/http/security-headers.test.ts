import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from '../testing/sign-in.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../testing/test-context.ts';

const EMBED = `<!doctype html><title>Embed</title><script type="module">
  import { mountLogin } from '/widget/foyer.js';
</script>`;
// sha256 of the inline script above, as a browser computes it.
const EMBED_SCRIPT_HASH = "'sha256-eTMtL2iQdRiuvd6wSAWrmvYWJ8t82oiX/Pzvq9PiU30='";

describe('security headers', () => {
  let t: TestContext;
  let demoDir: string;
  beforeAll(() => {
    demoDir = mkdtempSync(join(tmpdir(), 'foyer-demo-'));
    writeFileSync(join(demoDir, 'index.html'), '<!doctype html><title>Demo</title><div id="root"></div>');
    writeFileSync(join(demoDir, 'embed.html'), EMBED);
    writeFileSync(join(demoDir, 'app.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(demoDir, { recursive: true, force: true }));
  afterEach(() => t.close());

  const start = async () => {
    t = await createTestContext({
      config: {
        mode: 'development',
        demoDir,
        projects: [
          {
            ...testProjectConfig,
            oauth: {
              providers: {},
              use_development_provider: true,
              one_tap: {
                jwks_url: 'https://keys.example/jwks',
                issuer: 'https://accounts.google.test',
                script_url: 'http://127.0.0.1:3107/gsi/client',
              },
            },
          },
        ],
      },
      deps: { devCredentials: { project_id: 'p', public_token: 't', secret: 's' } },
    });
  };
  const get = (path: string) => t.app.request(path);

  it('sends X-Content-Type-Options: nosniff on every kind of response', async () => {
    await start();
    const answers = await Promise.all(
      [
        '/sdk/v1/projects/bootstrap/nope',
        '/v1/sessions/authenticate',
        '/docs',
        '/openapi.json',
        '/.well-known/jwks.json',
      ].map(get),
    );
    answers.push(await get('/'), await get('/app.js'), await get('/no-such.js'), await get('/dev/outbox'));
    expect(answers.map((r) => r.headers.get('x-content-type-options'))).toEqual(Array(answers.length).fill('nosniff'));
  });

  it('sends Cache-Control: no-store on API answers carrying tokens and user data, success or error', async () => {
    await start();
    const session = await signInNewUser(t.deps, t.project);
    const me = await t.sdk('/users/me', undefined, { sessionToken: session.session_token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const backend = await t.backend('/sessions/authenticate', { session_token: session.session_token });
    expect(backend.status).toBe(200);
    expect(backend.headers.get('cache-control')).toBe('no-store');
    const refused = await t.sdk('/users/me', undefined, { sessionToken: 'wrong' });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await get('/dev/api/project')).headers.get('cache-control')).toBe('no-store');
    const callback = await get('/v1/public/oauth/callback?state=unknown');
    expect(callback.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the public key set cacheable', async () => {
    await start();
    expect((await get('/.well-known/jwks.json')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('sends Referrer-Policy: no-referrer on API answers and OAuth navigations', async () => {
    await start();
    const oauthStart = await get(`/v1/public/oauth/google/start?public_token=${testProjectConfig.public_token}`);
    expect(oauthStart.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await get('/sdk/v1/projects/bootstrap/nope')).headers.get('referrer-policy')).toBe('no-referrer');
  });

  describe('Content-Security-Policy', () => {
    it('lets the API reference and the outbox run no script and never be framed', async () => {
      await start();
      for (const path of ['/docs', '/dev/outbox']) {
        const csp = (await get(path)).headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('script-src');
      }
    });

    it('lets a demo page run its own scripts, its inline script by hash, and One Tap’s script', async () => {
      await start();
      const res = await get('/embed.html');
      expect(await res.text()).toBe(EMBED);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
      expect(directive('script-src')).toBe(
        `script-src 'self' ${EMBED_SCRIPT_HASH} https://accounts.google.com http://127.0.0.1:3107`,
      );
      expect(directive('frame-src')).toBe('frame-src https://accounts.google.com http://127.0.0.1:3107');
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin');
    });

    it('gives the demo’s client-side routes (index.html) the same policy', async () => {
      await start();
      const res = await get('/authenticate?stytch_token_type=oauth&token=secret');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://accounts.google.com");
      expect(res.headers.get('referrer-policy')).toBe('strict-origin');
    });
  });
});
