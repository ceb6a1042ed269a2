import { PasswordsMigrateRequest } from '@foyer/protocol';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../../clock.ts';
import { ApiError } from '../../../../errors/api-error.ts';
import { normalizeEmail } from '../../../../security/email.ts';
import {
  findEmailHolders,
  type ImportedUser,
  insertImportedUsers,
  updateImportedUser,
} from '../../../../store/imported-users.ts';
import type { Project } from '../../../../store/projects.ts';
import type { Database } from '../../../../store/schema.ts';
import { mergeMetadata } from '../../../users/metadata.ts';
import { storedHashOf } from '../request-hash.ts';
import type { SourceRecord, SourceUser } from './source-row.ts';

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
  const seen = new Set<string>();
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
    if (seen.has(checked.email)) {
      report.skipped.push({ line: record.line, reason: `${checked.email} appears earlier in the file` });
      continue;
    }
    seen.add(checked.email);
    batch.push({ line: record.line, user: checked });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // A duplicate is known when read, a user already here when its batch is written: in file order.
  report.skipped.sort((a, b) => a.line - b.line);
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
  const now = deps.clock.now();
  const write = async (trx: Kysely<Database>) => {
    const fresh: ImportedUser[] = [];
    for (const { line, user } of batch) {
      const holder = holders.get(user.email);
      if (!holder) fresh.push(user);
      else if (options.upsert) {
        if (!options.dryRun) await updateImportedUser(trx, { project, now, ...holder, user });
        report.updated++;
      } else {
        report.skipped.push({ line, reason: `${user.email} is already a user (--upsert updates them)` });
      }
    }
    if (!options.dryRun) await insertImportedUsers(trx, { project, now, users: fresh });
    report.created += fresh.length;
  };
  if (options.dryRun) await write(deps.db);
  else await deps.db.transaction().execute(write);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email as the server keeps it, or null for one it would refuse. */
function emailOf(text: string): string | null {
  try {
    const email = normalizeEmail(text);
    return EMAIL.test(email) ? email : null;
  } catch {
    return null;
  }
}

/** The user as stored, or why not: the migrate API's schema and hash rules, word for word. */
function checkUser(source: SourceUser): ImportedUser | string {
  const email = emailOf(source.email);
  if (!email) return `email ${JSON.stringify(source.email)} is not an email address`;
  let passwordHash: string | null = null;
  try {
    if (source.hash) {
      const parsed = PasswordsMigrateRequest.safeParse({ email, ...source.hash });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return `${issue?.path.join('.') || 'hash'}: ${issue?.message ?? 'not valid'}`;
      }
      passwordHash = storedHashOf(parsed.data);
    }
    return {
      email,
      emailVerified: source.emailVerified,
      passwordHash,
      firstName: source.firstName?.slice(0, 256),
      lastName: source.lastName?.slice(0, 256),
      ...(source.trustedMetadata
        ? { trustedMetadata: mergeMetadata('trusted_metadata', '{}', source.trustedMetadata) }
        : {}),
      ...(source.untrustedMetadata
        ? { untrustedMetadata: mergeMetadata('untrusted_metadata', '{}', source.untrustedMetadata) }
        : {}),
    };
  } catch (error) {
    if (error instanceof ApiError) return `${error.type}: ${error.message}`;
    throw error;
  }
}
