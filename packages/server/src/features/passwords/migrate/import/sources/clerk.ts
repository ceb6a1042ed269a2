import { csvRecords } from '../csv-records.ts';
import { jsonRecords } from '../json-objects.ts';
import { idOf, objectOrUndefined, phoneOf, type SourceRecord, type SourceUser } from '../source-row.ts';
import { clerkHash } from './clerk-hash.ts';

/**
 * Clerk's user export, by the file's name: the dashboard's CSV (`primary_email_address`,
 * `verified_email_addresses`, `primary_phone_number`, `verified_phone_numbers`, `first_name`,
 * `last_name`, `id`, `password_digest`, `password_hasher`) or its Backend API's users as JSON (an
 * array or one per line: `email_addresses` with their verification, `primary_email_address_id`,
 * `phone_numbers`, `external_id` or `id`, `public_metadata` (trusted), `unsafe_metadata`
 * (untrusted), and `password_digest`/`password_hasher` as Clerk's create-user call takes them).
 */
export function clerkUsers(format: 'csv' | 'json') {
  return format === 'csv' ? clerkCsvUsers : clerkJsonUsers;
}

async function* clerkCsvUsers(input: NodeJS.ReadableStream): AsyncIterable<SourceRecord> {
  for await (const row of csvRecords(input)) {
    if ('refused' in row) {
      yield row;
      continue;
    }
    const { line, record } = row;
    const email = record.primary_email_address || record.email_address || '';
    if (!email) {
      yield { line, refused: 'no primary_email_address' };
      continue;
    }
    const hash = clerkHash(record.password_digest ?? '', record.password_hasher ?? '');
    if (typeof hash === 'string') {
      yield { line, refused: hash };
      continue;
    }
    const listed = (column: string | undefined) => (column ?? '').toLowerCase().split(/[|,;\s]+/);
    const phone = record.primary_phone_number;
    yield {
      line,
      user: {
        email,
        emailVerified: listed(record.verified_email_addresses).includes(email.toLowerCase()),
        hash,
        firstName: record.first_name || undefined,
        lastName: record.last_name || undefined,
        phone: phoneOf(phone, !!phone && listed(record.verified_phone_numbers).includes(phone.toLowerCase())),
        externalId: idOf(record.id),
      },
    };
  }
}

async function* clerkJsonUsers(input: NodeJS.ReadableStream): AsyncIterable<SourceRecord> {
  const primaryEmail = (user: Record<string, unknown>) =>
    primary(user.email_addresses, user.primary_email_address_id, 'email_address');
  for await (const row of jsonRecords(input, { emailOf: (user) => primaryEmail(user)?.value })) {
    if ('refused' in row) {
      yield row;
      continue;
    }
    const { line, record: user, email } = row;
    const hash = clerkHash(String(user.password_digest ?? ''), String(user.password_hasher ?? ''));
    if (typeof hash === 'string') {
      yield { line, refused: hash };
      continue;
    }
    const phone = primary(user.phone_numbers, user.primary_phone_number_id, 'phone_number');
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const clerkUser: SourceUser = {
      email,
      emailVerified: primaryEmail(user)?.verified === true,
      hash,
      firstName: text(user.first_name),
      lastName: text(user.last_name),
      phone: phoneOf(phone?.value, phone?.verified === true),
      externalId: idOf(user.external_id) ?? idOf(user.id),
      trustedMetadata: objectOrUndefined(user.public_metadata),
      untrustedMetadata: objectOrUndefined(user.unsafe_metadata),
    };
    yield { line, user: clerkUser };
  }
}

/** The primary entry of a Clerk identifier list (the first when none is marked), its value and verification. */
function primary(list: unknown, primaryId: unknown, field: string): { value: unknown; verified: boolean } | undefined {
  if (!Array.isArray(list)) return undefined;
  const entries = list.map(objectOrUndefined).filter((entry) => entry !== undefined);
  const entry = entries.find((e) => e.id === primaryId) ?? entries[0];
  if (!entry) return undefined;
  return { value: entry[field], verified: objectOrUndefined(entry.verification)?.status === 'verified' };
}
