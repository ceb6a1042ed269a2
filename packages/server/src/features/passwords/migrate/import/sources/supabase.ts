import { csvRecords, jsonObjectColumn } from '../csv-records.ts';
import { jsonRecords } from '../json-objects.ts';
import { idOf, objectOrUndefined, phoneOf, type SourceRecord, splitName } from '../source-row.ts';

/**
 * A dump of Supabase's `auth.users`, as CSV (`\copy auth.users to 'users.csv' csv header`) or JSON
 * (an array or NDJSON of rows): `email`, `encrypted_password` (bcrypt), `email_confirmed_at`
 * (verified when set), `raw_user_meta_data` (untrusted, its full_name or name as the name) and
 * `raw_app_meta_data` (trusted), `phone` (Supabase keeps it without the plus; verified when
 * `phone_confirmed_at` is set) and `id` (the external id).
 */
export async function* supabaseUsers(
  input: NodeJS.ReadableStream,
  format: 'csv' | 'json',
): AsyncIterable<SourceRecord> {
  const rows = format === 'csv' ? csvRecords(input) : jsonRecords(input);
  for await (const row of rows) {
    if ('refused' in row) {
      yield row;
      continue;
    }
    const { line, record } = row;
    const email = typeof record.email === 'string' ? record.email : '';
    if (!email) {
      yield { line, refused: 'no email' };
      continue;
    }
    const userMeta = asObject(record.raw_user_meta_data);
    const confirmed = record.email_confirmed_at;
    const phone = typeof record.phone === 'string' && /^\d+$/.test(record.phone) ? `+${record.phone}` : record.phone;
    yield {
      line,
      user: {
        email,
        emailVerified: isSet(confirmed),
        hash:
          typeof record.encrypted_password === 'string' && record.encrypted_password
            ? { hash_type: 'bcrypt', hash: record.encrypted_password }
            : null,
        ...splitName(userMeta?.full_name ?? userMeta?.name),
        phone: phoneOf(phone, isSet(record.phone_confirmed_at)),
        externalId: idOf(record.id),
        trustedMetadata: asObject(record.raw_app_meta_data),
        untrustedMetadata: userMeta,
      },
    };
  }
}

/** A timestamp column: set unless empty (CSV) or null (JSON). */
function isSet(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

/** A metadata column: JSON text in CSV, an object in JSON. */
function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'string' ? jsonObjectColumn(value) : objectOrUndefined(value);
}
