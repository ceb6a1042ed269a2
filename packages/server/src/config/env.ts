import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type AdminListener, adminListenerFromEnv } from './admin-listener-settings.ts';
import { type AdmissionSettings, admissionSettingsFromEnv } from './admission-settings.ts';
import { type DatabaseSettings, databaseSettingsFromEnv } from './database-settings.ts';
import { eventsRetentionDaysFromEnv } from './events-settings.ts';
import { type ClientLimits, clientLimitsFromEnv } from './limit-settings.ts';
import { metricsTokenFromEnv } from './metrics-settings.ts';
import { modeFromEnv } from './mode-setting.ts';
import { type OtpFailureLimit, otpFailureLimitFromEnv } from './otp-settings.ts';
import { ConfigFile, type ProjectConfig } from './project-settings.ts';
import { trustedProxiesFromEnv } from './proxy-settings.ts';
import { queueRetentionDaysFromEnv } from './queue-settings.ts';
import { type SecretsKeys, secretsKeysFromEnv } from './secrets-key-settings.ts';
import { type SendLimits, sendLimitsFromEnv } from './send-limit-settings.ts';
import { type SmtpTimeouts, smtpTimeoutsFromEnv } from './smtp-settings.ts';
import { type TwilioSettings, twilioFromEnv } from './twilio-settings.ts';
import { workersFromEnv } from './workers-setting.ts';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  mode: 'development' | 'production';
  port: number;
  host: string;
  /** The URL end users reach this server at; magic links point back here. */
  publicUrl: string;
  dataDir: string;
  /** `postgres://…` for PostgreSQL; otherwise SQLite at `${dataDir}/foyer.db`. */
  databaseUrl: string | null;
  /** PostgreSQL's pool size, timeouts and start attempts (config/database-settings.ts); the defaults when absent. */
  database?: DatabaseSettings;
  smtpUrl: string | null;
  /** How long to wait on the SMTP server (config/smtp-settings.ts); the defaults when absent. */
  smtpTimeouts?: SmtpTimeouts;
  /** Static files of the demo host site (development only). */
  demoDir: string | null;
  /** Enables POST /dev/api/clock (development only), for expiry tests. */
  testClock: boolean;
  projects: ProjectConfig[];
  /** Limits on sending passcodes and login links (config/send-limit-settings.ts); the defaults when absent. */
  sendLimits?: SendLimits;
  /** Wrong passcodes per user in a window (config/otp-settings.ts); the default (100 a day) when absent. */
  otpFailureLimit?: OtpFailureLimit;
  /** Per-client limits (config/limit-settings.ts); the defaults when absent. */
  clientLimits?: ClientLimits;
  /** Each client's in-memory request budget (config/admission-settings.ts); the defaults when absent. */
  admission?: AdmissionSettings;
  /** Events older than this many days are deleted (config/events-settings.ts); 30 when absent. */
  eventsRetentionDays?: number;
  /** `FOYER_QUEUE_RETENTION_DAYS` (config/queue-settings.ts): finished jobs older than this are deleted; 30 when absent. */
  queueRetentionDays?: number;
  /** Proxies whose X-Forwarded-For is believed (config/proxy-settings.ts); none when absent. */
  trustedProxies?: string[];
  /** SMS and WhatsApp delivery (config/twilio-settings.ts); without it (or in development mode) they go to the dev outbox. */
  twilio?: TwilioSettings | null;
  /**
   * `FOYER_SECRETS_KEY` (+ `_PREVIOUS` while rotating), sealing secrets at rest (security/secret-box.ts);
   * null or absent: a generated key in the data folder in development, a refusal to start in production.
   */
  secretsKeys?: SecretsKeys | null;
  /**
   * The folder `/widget/*` serves the standalone widget bundle from; absent: the copy beside the
   * installed build or the workspace's @foyer/react build (features/widget/bundle-folder.ts); null: none.
   */
  widgetDir?: string | null;
  /** Server processes sharing the port (`FOYER_WORKERS`, config/workers-setting.ts); 1 when absent. */
  workers?: number;
  /** `FOYER_METRICS_TOKEN` (config/metrics-settings.ts): Bearer token of GET /metrics; null or absent: no /metrics. */
  metricsToken?: string | null;
  /** `FOYER_ADMIN_PORT` (config/admin-listener-settings.ts): the admin plane's own listener; null or absent: on the public one. */
  adminListener?: AdminListener | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const mode = modeFromEnv(env);
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)');
  }
  const demoDefault = resolve(cwd, 'apps/demo/dist');
  const testClock = mode === 'development' && env.FOYER_TEST_CLOCK === '1';
  const publicUrl = (env.FOYER_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    mode,
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    dataDir: resolve(cwd, env.FOYER_DATA_DIR ?? '.foyer'),
    databaseUrl,
    database: databaseSettingsFromEnv(env),
    smtpUrl: env.SMTP_URL?.trim() || null,
    smtpTimeouts: smtpTimeoutsFromEnv(env),
    demoDir: mode === 'development' ? resolve(cwd, env.FOYER_DEMO_DIR ?? demoDefault) : null,
    testClock,
    projects: env.FOYER_CONFIG ? readConfigFile(resolve(cwd, env.FOYER_CONFIG)) : [],
    sendLimits: sendLimitsFromEnv(env),
    otpFailureLimit: otpFailureLimitFromEnv(env),
    clientLimits: clientLimitsFromEnv(env),
    admission: admissionSettingsFromEnv(env),
    eventsRetentionDays: eventsRetentionDaysFromEnv(env),
    queueRetentionDays: queueRetentionDaysFromEnv(env),
    trustedProxies: trustedProxiesFromEnv(env),
    twilio: twilioFromEnv(env),
    workers: workersFromEnv(env, mode, testClock),
    secretsKeys: secretsKeysFromEnv(env),
    metricsToken: metricsTokenFromEnv(env),
    adminListener: adminListenerFromEnv(env, publicUrl, port),
  };
}

function readConfigFile(path: string): ProjectConfig[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read the config file ${path}: ${(error as Error).message}`);
  }
  const parsed = ConfigFile.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
    throw new Error(`The config file ${path} is not valid:\n${problems}`);
  }
  return parsed.data.projects;
}
