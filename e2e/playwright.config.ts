import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CLIENT_LIMIT_VARIABLES } from '../packages/server/src/config/limit-settings.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/ensure-chromium.mjs';
import type { DemoBuildOption } from './support/fixtures.ts';
import { OIDC_ISSUER, OIDC_PORT } from './support/oauth-ports.ts';
import { writeServerConfig } from './support/server-config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The main server, shared by the journeys. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second server whose clock the expiry tests move forward, so no other test's session expires. */
const CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? PORT + 1);

// Fresh data folders per run. The config is loaded again in each worker; workers inherit the
// runner's environment, so they all see the folder the runner made. Global teardown deletes it.
process.env.FOYER_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'foyer-e2e-'));
const dataRoot = process.env.FOYER_E2E_DATA_DIR;

// The servers' development identity provider (oidc-provider) prints start-up lines that are expected
// in a test run; support/expected-warnings.ts drops exactly those. `foyer-source` resolves the
// workspace's packages to their TypeScript sources (their exports' default is dist/, built for npm).
const START =
  'node --conditions=foyer-source --import tsx --import ./e2e/support/expected-warnings.ts packages/server/src/cli.ts start';

function server(port: number, name: string, command = START) {
  const dataDir = join(dataRoot, name);
  mkdirSync(dataDir, { recursive: true });
  return {
    command,
    cwd: root,
    url: `http://127.0.0.1:${port}/dev/api/project`,
    reuseExistingServer: false,
    timeout: 240_000,
    // stdout carries one access-log line per request (thousands in a run); problems go to stderr.
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      FOYER_ENV: 'development',
      FOYER_DATA_DIR: dataDir,
      FOYER_DEMO_DIR: join(root, 'apps/demo/dist'),
      FOYER_PUBLIC_URL: `http://localhost:${port}`,
      FOYER_TEST_CLOCK: '1',
      // Every test's browser is the same client address (127.0.0.1): lift every per-client limit so
      // a full run cannot trip one (both projects sign up by password more than 20 times an hour).
      // The per-address send limit (one address per test) stays as is; the server's tests cover the limits.
      ...Object.fromEntries(Object.values(CLIENT_LIMIT_VARIABLES).map((variable) => [variable, '100000'])),
      FOYER_SEND_LIMIT_PER_CLIENT: '100000',
      FOYER_REQUEST_BURST_PER_CLIENT: '100000',
      FOYER_REQUESTS_PER_SECOND_PER_CLIENT: '100000',
      FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT: '100000',
      // The OAuth, One Tap and LUDS-password specs' projects (they point the demo at them by public token).
      FOYER_CONFIG: writeServerConfig(dataDir),
    },
  };
}

/**
 * The journeys that walk the widget's screens, run a second time on the demo built on Preact (the
 * standalone bundle's runtime; docs/architecture.md#the-standalone-bundle). Server-only and host-app
 * specs are left out: they do not change with the widget's runtime.
 */
const PREACT_JOURNEYS = [
  'magic-link',
  'email-confirmation',
  'refused-links',
  'otp',
  'passwords',
  'passwords-variants',
  'passwords-reset-page',
  'passkeys',
  'oauth',
  'one-tap',
  'crypto-ethereum',
  'crypto-solana',
  'crypto-discovery',
  'crypto-refusals',
  'mfa',
  'mfa-settings',
  'toasts',
  'shadow-dom',
  'locales',
  'look',
  'demo-pages',
  'demo-signed-in',
  'hung-server',
];

export default defineConfig<DemoBuildOption>({
  testDir: './tests',
  outputDir: './test-results',
  workers: 2, // two cores
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: every screen runs axe, which takes seconds on a busy two-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  globalTeardown: './support/global-teardown.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /\.clock\.spec\.ts$/, use: { baseURL: `http://localhost:${PORT}` } },
    {
      name: 'preact',
      testMatch: new RegExp(`/(${PREACT_JOURNEYS.join('|')})\\.spec\\.ts$`),
      use: { baseURL: `http://localhost:${PORT}`, demoBuild: 'preact' },
      // Compared with the React build's screenshots: Preact must draw the same widget.
      snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}-journeys{-snapshotSuffix}{ext}',
    },
    {
      name: 'clock',
      testMatch: /\.clock\.spec\.ts$/,
      // One at a time, files included: each test moves the one shared clock and must not see
      // another test's jump land between its own steps.
      fullyParallel: false,
      workers: 1,
      use: { baseURL: `http://localhost:${CLOCK_PORT}` },
    },
  ],
  // Servers start one after the other: the first builds the widget bundle and the demo when they
  // are missing (`npm test` has built them already), and both then serve that build.
  webServer: [
    // The real OpenID provider (and One Tap stand-in) the OAuth specs sign in through.
    {
      command: 'node --import tsx e2e/support/oauth-provider-server.ts',
      cwd: root,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_OIDC_PORT: String(OIDC_PORT), E2E_PORT: String(PORT) },
    },
    server(PORT, 'main', `node scripts/ensure-demo-built.mjs && ${START}`),
    server(CLOCK_PORT, 'clock'),
  ],
});
