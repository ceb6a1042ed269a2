import type { Kysely } from 'kysely';
import type { Clock } from '../../../../clock.ts';
import {
  findEmailHolders,
  findPhoneHolders,
  type ImportedUser,
  insertImportedUsers,
  updateImportedUser,
} from '../../../../store/imported-users.ts';
import type { Project } from '../../../../store/projects.ts';
import type { Database } from '../../../../store/schema.ts';
import { checkUser } from './check-user.ts';
import { SeenSet } from './seen-set.ts';
import type { SourceRecord } from './source-row.ts';

export interface ImportOptions {
  /** Update users who are already here (their password hash, name, metadata; verified only raised). */
  upsert?: boolean;
  /** Read and check every line, write nothing. */
  dryRun?: boolean;
  /** Users written per transaction. */
  batchSize?: number;
  /** Called after each batch with the number of records read so far. */
  onProgress?: (read: number) => void;
}

export interface ImportReport {
  read: number;
  created: number;
  updated: number;
  skipped: { line: number; reason: string }[];
  refused: { line: number; reason: string }[];
}

/**
 * Imports an export's users into a project, a batch per transaction. Each line is checked as the
 * migrate API checks a request (the same schema and hash rules) and a bad one is refused with its
 * reason, never fatal. Idempotent: a user whose email is already here is skipped, or updated with
 * `upsert`; so is an email met twice in one file (the first wins).
 */
export async function importUsers(
  deps: { db: Kysely<Database>; clock: Clock },
  project: Project,
  records: AsyncIterable<SourceRecord>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = { read: 0, created: 0, updated: 0, skipped: [], refused: [] };
  const batchSize = options.batchSize ?? 500;
  // Emails and phones met so far, to spot a repeat within the file in 16 bytes each (seen-set.ts).
  const seen = new SeenSet();
  let batch: { line: number; user: ImportedUser }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await writeBatch(deps, project, batch, report, options);
    batch = [];
    options.onProgress?.(report.read);
  };
  for await (const record of records) {
    report.read++;
    if ('refused' in record) {
      report.refused.push({ line: record.line, reason: record.refused });
      continue;
    }
    const checked = checkUser(record.user);
    if (typeof checked === 'string') {
      report.refused.push({ line: record.line, reason: checked });
      continue;
    }
    if (!seen.add(`email:${checked.email}`)) {
      report.skipped.push({ line: record.line, reason: `${checked.email} appears earlier in the file` });
      continue;
    }
    if (checked.phone && !seen.add(`phone:${checked.phone.number}`)) {
      report.refused.push({
        line: record.line,
        reason: `phone number ${checked.phone.number} appears earlier in the file`,
      });
      continue;
    }
    batch.push({ line: record.line, user: checked });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // A duplicate is known when read, a user already here when its batch is written: in file order.
  report.skipped.sort((a, b) => a.line - b.line);
  report.refused.sort((a, b) => a.line - b.line);
  return report;
}

async function writeBatch(
  deps: { db: Kysely<Database>; clock: Clock },
  project: Project,
  batch: { line: number; user: ImportedUser }[],
  report: ImportReport,
  options: ImportOptions,
): Promise<void> {
  const holders = await findEmailHolders(
    deps.db,
    project.projectId,
    batch.map(({ user }) => user.email),
  );
  const phones = await findPhoneHolders(
    deps.db,
    project.projectId,
    batch.flatMap(({ user }) => (user.phone ? [user.phone.number] : [])),
  );
  const fresh: { line: number; user: ImportedUser }[] = [];
  const updates: { line: number; user: ImportedUser; userId: string; emailId: string; addPhone: boolean }[] = [];
  for (const row of batch) {
    const holder = holders.get(row.user.email);
    const phoneHolder = row.user.phone ? phones.get(row.user.phone.number) : undefined;
    if (phoneHolder && phoneHolder !== holder?.userId && (options.upsert || !holder)) {
      report.refused.push({ line: row.line, reason: `phone number ${row.user.phone?.number} belongs to another user` });
    } else if (holder && options.upsert)
      updates.push({ ...row, ...holder, addPhone: !!row.user.phone && !phoneHolder });
    else if (holder)
      report.skipped.push({ line: row.line, reason: `${row.user.email} is already a user (--upsert updates them)` });
    else fresh.push(row);
  }
  const now = deps.clock.now();
  const write = async (trx: Kysely<Database>, rows: typeof fresh, changes: typeof updates) => {
    if (options.dryRun) return;
    for (const update of changes) await updateImportedUser(trx, { project, now, ...update });
    await insertImportedUsers(trx, { project, now, users: rows.map(({ user }) => user) });
  };
  try {
    await deps.db.transaction().execute((trx) => write(trx, fresh, updates));
  } catch {
    // One row the database refuses (another process made the same user meanwhile, a value past a
    // column's limit) must not cost the batch: each is written alone, and the one that fails is refused.
    const alone = (rows: typeof fresh, changes: typeof updates) =>
      deps.db.transaction().execute((trx) => write(trx, rows, changes));
    for (const row of fresh) await writeAlone(report, row, () => alone([row], []));
    for (const row of updates) await writeAlone(report, row, () => alone([], [row]));
    return;
  }
  report.created += fresh.length;
  report.updated += updates.length;
}

async function writeAlone(
  report: ImportReport,
  row: { line: number; user: ImportedUser; userId?: string },
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
    if (row.userId) report.updated++;
    else report.created++;
  } catch (error) {
    report.refused.push({
      line: row.line,
      reason: `the database refused it: ${(error as Error).message.split('\n')[0]}`,
    });
  }
}
