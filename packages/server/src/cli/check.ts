import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { loadConfig, type ServerConfig } from '../config/env.ts';
import { logFormatFromEnv } from '../http/access-log.ts';
import { secretsKeyId } from '../security/secret-box.ts';
import { DEV_SECRETS_KEY_FILE, MISSING_PRODUCTION_KEY } from '../security/secrets-key.ts';
import { looseDataModes } from '../store/data-folder.ts';
import { POSTGRES_POOL_SIZE } from '../store/database.ts';
import type { CommandResult } from './init.ts';

/** Shortest project secret `foyer check` accepts in production (`foyer init` makes 43 characters). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;
const DATABASE_TIMEOUT_MS = 5_000;
const SMTP_TIMEOUT_MS = 5_000;
/** The sender every project has until it names one: no mail server will send as foyer.localhost. */
const PLACEHOLDER_SENDER = /@foyer\.localhost>?$/;

type Finding = { level: 'ok' | 'warn' | 'error'; text: string };

/**
 * `foyer check`: reads the configuration as `foyer start` would, then checks what a production
 * deployment needs (an https public URL, SMTP, projects with long secrets, a reachable database)
 * and says what is wrong in words. Exit code 1 when anything is an error. Secrets and database
 * passwords are never printed.
 */
export async function runCheck(env: NodeJS.ProcessEnv, cwd: string): Promise<CommandResult> {
  let config: ServerConfig;
  try {
    logFormatFromEnv(env);
    config = loadConfig(env, cwd);
  } catch (error) {
    return report([{ level: 'error', text: (error as Error).message }], 'unreadable configuration');
  }
  const findings = [
    ...modeFindings(config),
    ...publicUrlFindings(config, env),
    ...(await emailFindings(config)),
    secretsKeyFinding(config),
    ...projectFindings(config, env),
    workersFinding(config),
    await databaseFinding(config),
    ...dataModeFindings(config),
  ];
  return report(findings, `${config.mode} mode`);
}

function report(findings: Finding[], heading: string): CommandResult {
  const errors = findings.filter((f) => f.level === 'error').length;
  const warnings = findings.filter((f) => f.level === 'warn').length;
  const lines = [`foyer check (${heading})`, ...findings.map((f) => `  ${f.level.padEnd(5)}  ${f.text}`)];
  lines.push(
    errors === 0
      ? `No errors${warnings ? `, ${plural(warnings, 'warning')}` : ''}: ready to start.`
      : `${plural(errors, 'error')}${warnings ? `, ${plural(warnings, 'warning')}` : ''}: fix the errors before starting.`,
  );
  return { code: errors > 0 ? 1 : 0, lines };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function modeFindings(config: ServerConfig): Finding[] {
  if (config.mode === 'production')
    return [{ level: 'ok', text: 'production mode (FOYER_ENV or NODE_ENV is production)' }];
  return [
    {
      level: 'warn',
      text: 'FOYER_ENV is not production, nor is NODE_ENV: the server would run in development mode (dev project, dev outbox, /dev/* pages). Set FOYER_ENV=production for a real deployment.',
    },
  ];
}

function publicUrlFindings(config: ServerConfig, env: NodeJS.ProcessEnv): Finding[] {
  if (config.mode !== 'production') return [];
  if (!env.FOYER_PUBLIC_URL)
    return [
      {
        level: 'error',
        text: 'FOYER_PUBLIC_URL is not set: set it to the https URL users reach this server at (links in emails and the JWT issuer use it).',
      },
    ];
  let url: URL;
  try {
    url = new URL(config.publicUrl);
  } catch {
    return [{ level: 'error', text: `FOYER_PUBLIC_URL ${config.publicUrl} is not a URL.` }];
  }
  if (url.protocol !== 'https:')
    return [
      {
        level: 'error',
        text: `FOYER_PUBLIC_URL ${config.publicUrl} is not https: session tokens and login links would cross the network in clear.`,
      },
    ];
  return [{ level: 'ok', text: `FOYER_PUBLIC_URL ${config.publicUrl}` }];
}

async function emailFindings(config: ServerConfig): Promise<Finding[]> {
  if (!config.smtpUrl) {
    return config.mode === 'production'
      ? [
          {
            level: 'error',
            text: 'SMTP_URL is not set: production sends login emails over SMTP, e.g. smtps://user:password@smtp.example.com.',
          },
        ]
      : [];
  }
  let url: URL;
  try {
    url = new URL(config.smtpUrl);
  } catch {
    return [{ level: 'error', text: 'SMTP_URL is not a URL (expected smtp://… or smtps://…).' }];
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return [{ level: 'error', text: `SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.` }];
  // The host only: the URL's user and password stay out of the output.
  return [await smtpFinding(config.smtpUrl, `${url.protocol}//${url.host}`)];
}

/**
 * The SMTP server answers: connect, greeting, EHLO (and the login, when the URL has one), with a
 * short deadline each; nothing is sent.
 */
async function smtpFinding(smtpUrl: string, where: string): Promise<Finding> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transport.verify();
    return { level: 'ok', text: `SMTP_URL ${where} answers (EHLO accepted)` };
  } catch (error) {
    // nodemailer's message names the failure (connect ECONNREFUSED, Greeting never received,
    // Invalid login: 535 …); the URL's password is cut out in case a server echoes it.
    const password = decodeURIComponent(new URL(smtpUrl).password);
    const message = (error as Error).message.split(password || '\0').join('***');
    return {
      level: 'error',
      text: `SMTP_URL: the mail server at ${where} does not answer: ${message}. Login emails could not be sent.`,
    };
  } finally {
    transport.close();
  }
}

/** Whether secrets at rest have a key; its id (a hash) is shown so instances can be compared, never the key. */
function secretsKeyFinding(config: ServerConfig): Finding {
  const keys = config.secretsKeys;
  if (!keys)
    return config.mode === 'production'
      ? { level: 'error', text: `FOYER_SECRETS_KEY is not set. ${MISSING_PRODUCTION_KEY}.` }
      : {
          level: 'ok',
          text: `FOYER_SECRETS_KEY is not set: development mode keeps a generated key in ${DEV_SECRETS_KEY_FILE}`,
        };
  const previous = keys.previous
    ? `; rotating from key ${secretsKeyId(keys.previous)} (FOYER_SECRETS_KEY_PREVIOUS)`
    : '';
  return { level: 'ok', text: `FOYER_SECRETS_KEY key ${secretsKeyId(keys.current)}${previous}` };
}

function projectFindings(config: ServerConfig, env: NodeJS.ProcessEnv): Finding[] {
  const production = config.mode === 'production';
  if (config.projects.length === 0) {
    const text = env.FOYER_CONFIG
      ? `${env.FOYER_CONFIG} has no projects.`
      : 'FOYER_CONFIG is not set: no project can use this server (foyer init writes a config file).';
    return production ? [{ level: 'error', text }] : [];
  }
  const findings: Finding[] = [
    { level: 'ok', text: `${plural(config.projects.length, 'project')} in ${env.FOYER_CONFIG}` },
  ];
  for (const project of config.projects) {
    const id = project.project_id;
    if (project.secret.length < MIN_PRODUCTION_SECRET_LENGTH)
      findings.push({
        level: production ? 'error' : 'warn',
        text: `${id}: its secret has ${project.secret.length} characters; use at least ${MIN_PRODUCTION_SECRET_LENGTH} random ones (foyer init makes 43).`,
      });
    if (project.authorized_origins.length === 0)
      findings.push({ level: 'warn', text: `${id}: no authorized_origins, so no page can use the widget.` });
    for (const origin of project.authorized_origins) {
      if (production && origin.startsWith('http://'))
        findings.push({ level: 'warn', text: `${id}: origin ${origin} is not https.` });
    }
    if (PLACEHOLDER_SENDER.test(project.email_from))
      findings.push({
        level: production ? 'error' : 'warn',
        text: `${id}: its emails would come from ${project.email_from}; set email_from to an address your SMTP server may send from (foyer init --from).`,
      });
    if (project.redirect_urls.login.length === 0)
      findings.push({ level: 'warn', text: `${id}: no redirect_urls.login, so login links cannot be sent.` });
  }
  return findings;
}

/** How many server processes `foyer start` forks, and what that asks of PostgreSQL. */
function workersFinding(config: ServerConfig): Finding {
  const workers = config.workers ?? 1;
  const processes = workers === 1 ? 'one server process' : `${workers} server processes sharing the port`;
  const pool = config.database?.poolSize ?? POSTGRES_POOL_SIZE;
  const connections = config.databaseUrl ? `, up to ${workers * pool} PostgreSQL connections` : '';
  return { level: 'ok', text: `FOYER_WORKERS ${workers}: ${processes}${connections}` };
}

/** The database answers a query (PostgreSQL), or the SQLite folder can be written. Nothing is changed. */
async function databaseFinding(config: ServerConfig): Promise<Finding> {
  if (!config.databaseUrl) {
    let folder = config.dataDir;
    while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
    try {
      accessSync(folder, constants.W_OK);
      return { level: 'ok', text: `SQLite at ${config.dataDir}/foyer.db` };
    } catch {
      return { level: 'error', text: `FOYER_DATA_DIR ${config.dataDir}: ${folder} cannot be written.` };
    }
  }
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: DATABASE_TIMEOUT_MS });
  const where = databaseName(config.databaseUrl);
  try {
    await client.connect();
    await client.query('select 1');
    return { level: 'ok', text: `PostgreSQL at ${where} answers` };
  } catch (error) {
    return {
      level: 'error',
      text: `DATABASE_URL: PostgreSQL at ${where} does not answer: ${(error as Error).message}`,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The data folder and its files are private to the server's user (`foyer start` makes them so). */
function dataModeFindings(config: ServerConfig): Finding[] {
  return looseDataModes(config.dataDir).map((text) => ({ level: 'error', text }));
}

/** host:port/database, without the user and password. */
function databaseName(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}
