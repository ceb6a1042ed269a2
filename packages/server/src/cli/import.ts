import { createReadStream } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config/env.ts';
import { type ImportReport, importUsers } from '../features/passwords/migrate/import/import-users.ts';
import type { Source } from '../features/passwords/migrate/import/source-row.ts';
import { auth0Users } from '../features/passwords/migrate/import/sources/auth0.ts';
import { clerkUsers } from '../features/passwords/migrate/import/sources/clerk.ts';
import { csvUsers } from '../features/passwords/migrate/import/sources/csv.ts';
import { firebaseUsers } from '../features/passwords/migrate/import/sources/firebase.ts';
import { supabaseUsers } from '../features/passwords/migrate/import/sources/supabase.ts';
import { openDatabase } from '../store/database.ts';
import { findProjectById, upsertProject } from '../store/projects.ts';
import type { CommandResult } from './init.ts';

export const IMPORT_USAGE = `Usage: foyer import --from <source> --project <project_id> [options] FILE

Moves users in from another product's export, with their password hashes: each user signs in with
their old password, which is then rehashed to argon2id. Run it where the server runs (same
environment, same database).

Sources:
  auth0      Auth0's bulk export (NDJSON) or bulk import file (JSON array)
  clerk      Clerk's CSV export, or its Backend API's users as JSON (password_digest, password_hasher)
  supabase   auth.users as CSV (\\copy auth.users to 'users.csv' csv header) or JSON
  firebase   firebase auth:export users.json --format=json, with the project's hash parameters:
             --hash-key <base64_signer_key> --salt-separator <base64> --rounds <n> --mem-cost <n>
  csv        email,email_verified,first_name,last_name,hash_type,hash,hash_config (docs/migration.md)

Options:
  --upsert   update users who are already here (by default they are skipped, so a re-run is safe)
  --dry-run  check every line and report, write nothing

Ends with a report (created, updated, skipped, refused with line numbers and reasons); exits 1
if any line was refused.`;

const fail = (line: string): CommandResult => ({ code: 2, lines: [line, '', IMPORT_USAGE] });

/** `foyer import`: streams an export into a project (report lines on stdout, progress on stderr). */
export async function runImport(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  progress: NodeJS.WriteStream = process.stderr,
): Promise<CommandResult> {
  let parsed: ReturnType<typeof parseImportArgs>;
  try {
    parsed = parseImportArgs(args);
  } catch (error) {
    return fail((error as Error).message);
  }
  const { values, file } = parsed;
  const source = sourceFor(values, file);
  if (typeof source === 'string') return fail(source);

  const config = loadConfig(env, cwd);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: join(config.dataDir, 'foyer.db'),
    settings: config.database,
    log: (line) => console.error(line),
  });
  try {
    const fromConfig = config.projects.find((p) => p.project_id === values.project);
    const project = fromConfig
      ? await upsertProject(database.db, systemClock, fromConfig)
      : await findProjectById(database.db, systemClock, values.project as string);
    if (!project) return fail(`No project ${values.project} in this server's configuration or database.`);
    const show = progressPrinter(progress);
    const report = await importUsers(
      { db: database.db, clock: systemClock },
      project,
      source(createReadStream(resolve(cwd, file), { encoding: 'utf8' }).on('error', () => {})),
      { upsert: values.upsert === true, dryRun: values['dry-run'] === true, onProgress: show },
    );
    show.done();
    return {
      code: report.refused.length > 0 ? 1 : 0,
      lines: reportLines(report, {
        file: basename(file),
        from: values.from as string,
        projectId: project.projectId,
        dryRun: values['dry-run'] === true,
      }),
    };
  } finally {
    await database.close();
  }
}

function parseImportArgs(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      from: { type: 'string' },
      project: { type: 'string' },
      upsert: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      'hash-key': { type: 'string' },
      'salt-separator': { type: 'string' },
      rounds: { type: 'string' },
      'mem-cost': { type: 'string' },
    },
  });
  if (!values.project) throw new Error('--project needs the id of the project to import into.');
  if (positionals.length !== 1) throw new Error('Name one export file to import.');
  return { values, file: positionals[0] as string };
}

function sourceFor(values: ReturnType<typeof parseImportArgs>['values'], file: string): Source | string {
  switch (values.from) {
    case 'auth0':
      return auth0Users;
    case 'clerk':
      return clerkUsers(isJson(file) ? 'json' : 'csv');
    case 'csv':
      return csvUsers;
    case 'supabase':
      return (input) => supabaseUsers(input, isJson(file) ? 'json' : 'csv');
    case 'firebase': {
      const rounds = Number(values.rounds);
      const memoryCost = Number(values['mem-cost']);
      if (!values['hash-key'] || values['salt-separator'] === undefined || !rounds || !memoryCost) {
        return 'firebase needs the project’s hash parameters: --hash-key, --salt-separator, --rounds and --mem-cost (Firebase console: Authentication → Users → ⋮ → Password hash parameters).';
      }
      return firebaseUsers({
        signerKey: values['hash-key'],
        saltSeparator: values['salt-separator'],
        rounds,
        memoryCost,
      });
    }
    default:
      return `--from must be one of auth0, clerk, supabase, firebase, csv${values.from ? ` (got ${values.from})` : ''}.`;
  }
}

/** JSON or NDJSON by the file's name; CSV otherwise. */
function isJson(file: string): boolean {
  return /\.(json|ndjson|jsonl)$/i.test(file);
}

/** Progress on stderr: a bar redrawn in place on a terminal, a plain line per 10,000 users otherwise. */
function progressPrinter(out: NodeJS.WriteStream) {
  let lastLine = 0;
  const show = (read: number) => {
    if (out.isTTY) out.write(`\r${'#'.repeat(Math.min(40, Math.floor(Math.log10(read + 1) * 8)))} ${read} users read`);
    else if (read - lastLine >= 10_000) {
      lastLine = read - (read % 10_000);
      out.write(`${read} users read\n`);
    }
  };
  return Object.assign(show, { done: () => out.isTTY && out.write('\n') });
}

const LISTED = 100;

function reportLines(
  report: ImportReport,
  about: { file: string; from: string; projectId: string; dryRun: boolean },
): string[] {
  const list = (title: string, rows: { line: number; reason: string }[]) =>
    rows.length === 0
      ? []
      : [
          `${title}:`,
          ...rows.slice(0, LISTED).map((row) => `  line ${row.line}: ${row.reason}`),
          ...(rows.length > LISTED ? [`  … and ${rows.length - LISTED} more`] : []),
        ];
  return [
    `${about.dryRun ? 'Dry run, nothing written: ' : ''}${report.read} users read from ${about.file} (${about.from}) into ${about.projectId}: ${report.created} created, ${report.updated} updated, ${report.skipped.length} skipped, ${report.refused.length} refused.`,
    ...list('Skipped', report.skipped),
    ...list('Refused', report.refused),
  ];
}
