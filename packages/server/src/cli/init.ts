import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigFile, type ProjectConfig } from '../config/project-settings.ts';
import { generateSecret, newId } from '../tokens.ts';

export const INIT_USAGE = `Usage: foyer init --origin <url> [options]

Writes a production config file with one project: generated ids and secret, the pages allowed to
call the API, and where login and reset links may point.

  --origin <url>          a page origin allowed to use the widget, e.g. https://www.acme.com (repeatable)
  --login-url <url>       where login and signup links land, e.g. https://www.acme.com/authenticate (repeatable)
  --reset-url <url>       where password reset links land (repeatable)
  --name <name>           the project's name, shown in emails (default: Foyer project)
  --from <address>        who emails come from, e.g. "Acme <login@acme.com>" (default: no-reply@ the
                          first origin's domain); your SMTP server must be allowed to send as it
  --public-url <url>      the https URL users reach this server at (for the next steps printed)
  --file <path>           where to write (default: foyer.config.json)
  --force                 overwrite an existing file`;

/** A command's outcome: lines for the person at the terminal and the exit code. */
export interface CommandResult {
  code: number;
  lines: string[];
}

/**
 * `foyer init`: a config file (the `FOYER_CONFIG` format) with one live project whose ids and
 * secret come from the CSPRNG (a 256-bit secret). The server keeps only the secret's hash in its
 * database; the file must hold it to give it to the server, so it is written readable by its owner
 * only, and the secret is printed this once for the host backend.
 */
export function runInit(argv: string[], cwd: string): CommandResult {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    return { code: 2, lines: [`foyer init: ${(error as Error).message}`, '', INIT_USAGE] };
  }
  const file = resolve(cwd, values.file ?? 'foyer.config.json');
  const problems = [
    ...(values.origin ?? []).flatMap((url) => originProblem(url)),
    ...(values['login-url'] ?? []).flatMap((url) => urlProblem('--login-url', url)),
    ...(values['reset-url'] ?? []).flatMap((url) => urlProblem('--reset-url', url)),
    ...(values.from !== undefined && !SENDER.test(values.from)
      ? [`--from ${values.from} is not an email address (e.g. login@acme.com or "Acme <login@acme.com>").`]
      : []),
  ];
  if (!values.origin?.length) problems.push('Give at least one --origin: the page that will show the widget.');
  if (existsSync(file) && !values.force) problems.push(`${file} exists; pass --force to replace it.`);
  if (problems.length > 0) return { code: 1, lines: [...problems.map((p) => `foyer init: ${p}`), '', INIT_USAGE] };

  const project: ProjectConfig = ConfigFile.parse({
    projects: [
      {
        project_id: newId('project', 'live'),
        public_token: `public-token-live-${randomUUID()}`,
        secret: generateSecret(),
        name: values.name ?? 'Foyer project',
        email_from:
          values.from ?? defaultSender(values.name ?? 'Foyer project', values.origin?.[0] ?? 'http://localhost'),
        authorized_origins: values.origin,
        redirect_urls: {
          login: values['login-url'] ?? [],
          signup: values['login-url'] ?? [],
          reset_password: values['reset-url'] ?? [],
        },
        display_watermark: true,
      },
    ],
  }).projects[0] as ProjectConfig;
  const { project_id, public_token, secret, name, email_from, authorized_origins, redirect_urls } = project;
  const written = {
    projects: [{ project_id, public_token, secret, name, email_from, authorized_origins, redirect_urls }],
  };
  writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`, { mode: 0o600, flag: values.force ? 'w' : 'wx' });
  chmodSync(file, 0o600); // a replaced file keeps its old mode otherwise

  return { code: 0, lines: nextSteps({ file, project, publicUrl: values['public-url'] }) };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      origin: { type: 'string', multiple: true },
      'login-url': { type: 'string', multiple: true },
      'reset-url': { type: 'string', multiple: true },
      name: { type: 'string' },
      'public-url': { type: 'string' },
      from: { type: 'string' },
      file: { type: 'string' },
      force: { type: 'boolean' },
    },
    strict: true,
  });
}

/** `login@acme.com` or `Acme <login@acme.com>`. */
const SENDER = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/**
 * Without --from, emails come from no-reply@ the site's own domain (the first origin, without www.):
 * an address the operator controls, where the schema's placeholder (foyer.localhost) is refused by
 * every real mail server. `foyer init` prints it, so it can be changed before the first email.
 */
function defaultSender(name: string, origin: string): string {
  const host = new URL(origin).hostname.replace(/^www\./, '');
  return `${name.replace(/[<>"]/g, '')} <no-reply@${host}>`;
}

/** An origin is scheme://host[:port] and nothing more; browsers send exactly that. */
function originProblem(value: string): string[] {
  const url = tryUrl(value);
  if (!url || !/^https?:$/.test(url.protocol)) return [`--origin ${value} is not an http(s) origin.`];
  if (url.origin !== value.replace(/\/$/, ''))
    return [`--origin ${value} has a path: an origin is only scheme://host[:port], here ${url.origin}.`];
  return [];
}

function urlProblem(flag: string, value: string): string[] {
  const url = tryUrl(value);
  return url && /^https?:$/.test(url.protocol) ? [] : [`${flag} ${value} is not an http(s) URL.`];
}

function tryUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function nextSteps({ file, project, publicUrl }: { file: string; project: ProjectConfig; publicUrl?: string }) {
  const lines = [
    `Wrote ${file} (readable only by you): project ${project.project_id}.`,
    '',
    'For the widget (public):',
    `  public token  ${project.public_token}`,
    '',
    'For your backend (secret; shown here once, kept in the file for the server; never commit it):',
    `  project id    ${project.project_id}`,
    `  secret        ${project.secret}`,
    '',
    `Emails come from ${project.email_from}: your SMTP server must be allowed to send as that address`,
    '(change email_from in the file, or run foyer init --from).',
    '',
    'Next, set in the server’s environment:',
    '  FOYER_ENV=production',
    `  FOYER_CONFIG=${file}`,
    `  FOYER_PUBLIC_URL=${publicUrl ?? 'https://auth.example.com'}   the https URL users reach this server at`,
    '  SMTP_URL=smtps://user:password@smtp.example.com   how login emails are sent (required in production)',
    '  FOYER_SECRETS_KEY=…   32 random bytes (openssl rand -base64 32), kept outside the data folder (required in production)',
    '  DATABASE_URL=postgres://…   optional: PostgreSQL (default: SQLite in FOYER_DATA_DIR)',
  ];
  if (project.redirect_urls.login.length === 0)
    lines.push('', 'No --login-url given: add redirect_urls.login to the file before sending login links.');
  lines.push('', 'Then run `foyer check`, and `foyer start`.');
  return lines;
}
