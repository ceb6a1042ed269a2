import { randomBytes } from 'node:crypto';
import { createApp } from '../app.ts';
import { AdjustableClock, type Clock, systemClock } from '../clock.ts';
import type { ServerConfig } from '../config/env.ts';
import type { ProjectConfig } from '../config/project-settings.ts';
import { createOutboxSender } from '../delivery/outbox-sender.ts';
import type { AppDeps, PasswordPools } from '../deps.ts';
import { createPasswordPools } from '../features/passwords/pool/password-pools.ts';
import { pkceChallengeOf } from '../security/pkce.ts';
import { createSecretBox } from '../security/secret-box.ts';
import { upsertProject } from '../store/projects.ts';
import { generateSecret } from '../tokens.ts';
import { openTestDatabase } from './test-database.ts';

/** Response bodies as tests read them: loosely typed, asserted on by the test. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on the shape instead
export type JsonBody = Record<string, any>;

export const TEST_ORIGIN = 'https://host.example';

export const testProjectConfig: ProjectConfig = {
  project_id: 'project-test-00000000-0000-4000-8000-000000000001',
  public_token: 'public-token-test-00000000-0000-4000-8000-000000000001',
  secret: 'secret-test-this-is-a-long-enough-secret-value',
  name: 'Test project',
  authorized_origins: [TEST_ORIGIN],
  redirect_urls: {
    login: [`${TEST_ORIGIN}/authenticate`],
    signup: [`${TEST_ORIGIN}/authenticate`, `${TEST_ORIGIN}/welcome`],
    reset_password: [`${TEST_ORIGIN}/reset-password`],
  },
  display_watermark: false,
  email_domain: 'host.example',
  email_from: 'Host <login@host.example>',
  password_config: { strength_policy: 'zxcvbn', luds_complexity: 3, luds_minimum_count: 8 },
  email_templates: {},
};

export interface CallOptions {
  sessionToken?: string;
  origin?: string | null;
  method?: string;
  publicToken?: string;
  /** Sent as Accept-Language, as the SDK does with the widget's locale. */
  acceptLanguage?: string;
  /**
   * false: send the body exactly as given. By default the call adds PKCE as Foyer's SDK does: a
   * `code_challenge` of the context's browser verifier to link sends and reset starts, and that
   * `code_verifier` to the authenticate calls, unless the body sets the field itself.
   */
  pkce?: false;
}

/** The SDK calls that carry a PKCE code_challenge, and those that answer it with the code_verifier. */
const PKCE_SENDS = new Set([
  '/magic_links/email/login_or_create',
  '/passwords/email/reset/start',
  '/oauth/google/one_tap',
]);
const PKCE_REDEEMS = new Set(['/magic_links/authenticate', '/passwords/email/reset', '/oauth/authenticate']);

/**
 * The PKCE verifier of the tests' one 'browser', as Foyer's SDK keeps one in localStorage: every
 * test context's `sdk` (and `sdkFrom`) sends its challenge and verifier. An attack test plays a
 * second browser by sending its own fields, or none (`pkce: false`).
 */
export const TEST_BROWSER_VERIFIER = generateSecret(32);

/** What the SDK would add to a call's body for PKCE, given the browser's verifier. */
export function withBrowserPkce(path: string, body: unknown, verifier: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (PKCE_SENDS.has(path) && !('code_challenge' in fields)) {
    return { ...fields, code_challenge: pkceChallengeOf(verifier) };
  }
  if (PKCE_REDEEMS.has(path) && !('code_verifier' in fields)) return { ...fields, code_verifier: verifier };
  return body;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

let testPools: PasswordPools | null = null;

/**
 * The password worker pools of this test file's contexts: one thread each, started by the first test
 * that hashes or scores (a thread takes ~0.5 s to start, too much to pay per test). Idle threads do
 * not hold the process open and end with it. A test that needs its own pools passes
 * `deps.passwordPools` and closes them itself.
 */
function sharedTestPools(): PasswordPools {
  testPools ??= createPasswordPools(
    { hashThreads: 1, strengthThreads: 1, queueLimit: 64, niceIncrement: 10, lazy: true },
    (line) => console.error(line),
  );
  return testPools;
}

/** The base of a test context's clock: the wall clock, or one standing still. */
function stoppedClock(choice: 'running' | 'stopped' | { stoppedAt: number } = 'running'): Clock | undefined {
  if (choice === 'running') return undefined;
  const at = choice === 'stopped' ? Date.now() : choice.stoppedAt;
  return { now: () => at };
}

/**
 * A whole Foyer app on a fresh database, with an adjustable clock and one configured project,
 * driven through real HTTP requests (Hono's app.request). Close it in afterEach.
 *
 * `clock: 'stopped'` makes time stand still unless the test moves it (`t.clock.advance`): between
 * two calls no real millisecond slips by, so a boundary is hit to the millisecond. `{ stoppedAt }`
 * stops it at a chosen instant (e.g. a window boundary).
 */
export async function createTestContext(
  overrides: {
    config?: Partial<ServerConfig>;
    deps?: Partial<AppDeps>;
    clock?: 'running' | 'stopped' | { stoppedAt: number };
  } = {},
) {
  const database = await openTestDatabase();
  const clock = new AdjustableClock(stoppedClock(overrides.clock));
  const config: ServerConfig = {
    mode: 'production',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'https://auth.host.example',
    dataDir: '/nonexistent',
    databaseUrl: null,
    smtpUrl: null,
    demoDir: null,
    testClock: false,
    projects: [testProjectConfig],
    ...overrides.config,
  };
  const logs: string[] = [];
  const deps: AppDeps = {
    config,
    db: database.db,
    engine: database.engine,
    clock,
    log: (l) => logs.push(l),
    // Mail lands in the outbox table, where tests read it; SMTP tests pass their own mailer. Under a
    // stopped clock the outbox keeps the wall clock: it lists newest first, and two messages stamped
    // in one stopped millisecond would come out in either order.
    mailer: createOutboxSender(database.db, overrides.clock && overrides.clock !== 'running' ? systemClock : clock),
    secrets: createSecretBox({ current: randomBytes(32), previous: null }),
    ...overrides.deps,
    passwordPools: overrides.deps?.passwordPools ?? sharedTestPools(),
  };
  const project = await upsertProject(deps.db, clock, testProjectConfig);
  const app = createApp(deps);
  const browserVerifier = TEST_BROWSER_VERIFIER;

  /** Calls the SDK API as a browser page on TEST_ORIGIN would. */
  async function sdk(path: string, body?: unknown, options: CallOptions = {}) {
    const publicToken = options.publicToken ?? testProjectConfig.public_token;
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${publicToken}:${options.sessionToken ?? publicToken}`).toString('base64')}`,
    };
    const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
    if (origin) headers.origin = origin;
    if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const sent = options.pkce === false ? body : withBrowserPkce(path, body, browserVerifier);
    const response = await app.request(`/sdk/v1${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: sent === undefined ? undefined : JSON.stringify(sent),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as JsonBody };
  }

  /** Calls the backend API with the project's id and secret. */
  async function backend(path: string, body?: unknown, options: { method?: string; secret?: string } = {}) {
    const secret = options.secret ?? testProjectConfig.secret;
    const response = await app.request(`/v1${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: `Basic ${Buffer.from(`${testProjectConfig.project_id}:${secret}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as JsonBody };
  }

  return { app, deps, clock, project, logs, sdk, backend, browserVerifier, close: () => database.close() };
}
