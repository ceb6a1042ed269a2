import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { type RunningServer, startServer } from '../server.ts';
import { CALLBACK, GENERIC_CLIENT, oauthProjectConfig, roundTrip } from '../testing/oauth.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../testing/oidc-provider.ts';
import { TEST_BROWSER_VERIFIER, type TestContext } from '../testing/test-context.ts';

// Found by asking every stored secret what a reader of the database file gets ("any
// stored provider secret" encrypted at rest): the projects table kept each OAuth provider's
// client_secret, copied from the configuration, in plain text.

describe('a reader of the database, for the host’s OAuth client secrets', () => {
  let folder: string;
  let server: RunningServer | undefined;
  let provider: TestOidcProvider;
  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-client-secrets-'));
    provider = await startTestOidcProvider([{ ...GENERIC_CLIENT, redirect_uri: CALLBACK }]);
    provider.accounts.set('ada', { sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada' });
  });
  afterEach(async () => {
    await server?.close({ idleDrainMs: 0 });
    server = undefined;
    await provider.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function start(): Promise<RunningServer> {
    const config = loadConfig(
      {
        FOYER_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PORT: '0',
        FOYER_DATA_DIR: 'data',
        FOYER_PUBLIC_URL: 'https://auth.host.example',
        FOYER_SECRETS_KEY: randomBytes(32).toString('base64'),
      },
      folder,
    );
    return startServer({ ...config, projects: [oauthProjectConfig(provider)] }, () => {});
  }

  const storedSettings = () => {
    const db = new SQLite(join(folder, 'data', 'foyer.db'), { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('select settings from projects').all() as { settings: string }[]).map((r) => r.settings);
    } finally {
      db.close();
    }
  };

  it('finds them sealed, and sign-in through the provider still works with them', async () => {
    server = await start();
    const [settings] = storedSettings();
    expect(settings).toContain('foyer-generic'); // the client id is not a secret
    expect(settings).not.toContain(GENERIC_CLIENT.client_secret);
    expect(settings).toMatch(/"client_secret":"foyer-sealed:v1:/);

    // The callback authenticates to the provider's token endpoint with the opened secret.
    const t = { app: createApp(server.deps), browserVerifier: TEST_BROWSER_VERIFIER } as unknown as TestContext;
    const landing = await roundTrip(t, 'oidc', 'ada');
    expect(landing.searchParams.get('stytch_token_type')).toBe('oauth');
    expect(landing.searchParams.get('token')).toMatch(/^oauth-token-/);
  });
});
