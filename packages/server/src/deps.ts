import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { DevCredentials } from './config/dev-credentials.ts';
import type { ServerConfig } from './config/env.ts';
import type { EmailSender } from './delivery/email-sender.ts';
import type { JobRunner } from './delivery/sms/sms-queue.ts';
import type { SecretBox } from './security/secret-box.ts';
import type { Engine } from './store/database.ts';
import type { Database } from './store/schema.ts';
import type { CpuPool } from './workers/cpu-pool.ts';

/** How bad a line from the server's own code is: `warn` unless it says otherwise. */
export type ServerLogLevel = 'warn' | 'error';

/**
 * The passwords feature's two worker pools: argon2id hashing and verifying, and zxcvbn scoring.
 * Separate pools, so a flood of strength checks cannot delay log-ins and the other way round, and
 * neither runs on the event loop or on libuv's thread pool, which answer session checks. Started by
 * features/passwords/pool/password-pools.ts.
 */
export interface PasswordPools {
  argon2: CpuPool;
  strength: CpuPool;
  close(): Promise<void>;
}

/** Everything a feature needs, passed in explicitly: no globals, so tests build apps freely. */
export interface AppDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  /** Server-side log lines (never secrets), at level `warn` unless the caller says `error`. */
  log: (line: string, level?: ServerLogLevel) => void;
  /** Seals secrets at rest with FOYER_SECRETS_KEY (security/secret-box.ts; features/secrets-at-rest/ lists every place). */
  secrets: SecretBox;
  /** Where email goes: SMTP, or the development outbox (chosen in server.ts). */
  mailer: EmailSender;
  /** The durable queue's worker, set by server.ts once it runs: a request tries the job it wrote at once (delivery/sms/sms-queue.ts). */
  jobs?: JobRunner;
  /** Worker threads for argon2id and zxcvbn (off the event loop, bounded); the owner closes them. */
  passwordPools: PasswordPools;
  /** Makes one-time passcodes; tests inject a known sequence. Default: 6 digits from the CSPRNG. */
  generatePasscode?: () => string;
  /** Development mode's project, which GET /dev/api/project hands to the demo; null otherwise. */
  devCredentials?: DevCredentials | null;
}
