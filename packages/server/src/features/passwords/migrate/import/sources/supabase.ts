import { csvRecords, jsonObjectColumn } from '../csv-records.ts';
import { jsonObjects } from '../json-objects.ts';
import { objectOrUndefined, type SourceRecord, splitName } from '../source-row.ts';

/**
 * A dump of Supabase's `auth.users`, as CSV (`\copy auth.users to 'users.csv' csv header`) or JSON
 * (an array or NDJSON of rows): `email`, `encrypted_password` (bcrypt), `email_confirmed_at`
 * (verified when set), `raw_user_meta_data` (untrusted, its full_name or name as the name) and
 * `raw_app_meta_data` (trusted).
 */
export async function* supabaseUsers(
  input: NodeJS.ReadableStream,
  format: 'csv' | 'json',
): AsyncIterable<SourceRecord> {
  const rows = format === 'csv' ? csvRecords(input) : mapJson(jsonObjects(input));
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
    yield {
      line,
      user: {
        email,
        emailVerified:
          typeof confirmed === 'string' ? confirmed.trim() !== '' : confirmed !== null && confirmed !== undefined,
        hash:
          typeof record.encrypted_password === 'string' && record.encrypted_password
            ? { hash_type: 'bcrypt', hash: record.encrypted_password }
            : null,
        ...splitName(userMeta?.full_name ?? userMeta?.name),
        trustedMetadata: asObject(record.raw_app_meta_data),
        untrustedMetadata: userMeta,
      },
    };
  }
}

/** A metadata column: JSON text in CSV, an object in JSON. */
function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'string' ? jsonObjectColumn(value) : objectOrUndefined(value);
}

async function* mapJson(
  objects: AsyncIterable<{ line: number; text: string }>,
): AsyncIterable<{ line: number; record: Record<string, unknown> } | { line: number; refused: string }> {
  for await (const { line, text } of objects) {
    try {
      yield { line, record: JSON.parse(text) as Record<string, unknown> };
    } catch {
      yield { line, refused: 'not valid JSON' };
    }
  }
}
