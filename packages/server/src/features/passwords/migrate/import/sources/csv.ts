import { MIGRATE_HASH_TYPES } from '@foyer/protocol';
import type { MigrateHash } from '../../request-hash.ts';
import { csvRecords, jsonObjectColumn, truthy } from '../csv-records.ts';
import { idOf, phoneOf, type SourceRecord } from '../source-row.ts';

/**
 * Foyer's own CSV (docs/migration.md): `email,email_verified,first_name,last_name,hash_type,hash,hash_config`
 * and optionally `phone_number,phone_verified,external_id`,
 * where hash_type and hash are the migrate API's and hash_config is the JSON of its `…_config`
 * (e.g. `{"salt":"…","n_parameter":16384,"r_parameter":8,"p_parameter":1,"key_length":32}` for scrypt).
 */
export async function* csvUsers(input: NodeJS.ReadableStream): AsyncIterable<SourceRecord> {
  for await (const row of csvRecords(input)) {
    if ('refused' in row) {
      yield row;
      continue;
    }
    const { line, record } = row;
    if (!record.email) {
      yield { line, refused: 'no email' };
      continue;
    }
    let hash: MigrateHash | null = null;
    if (record.hash) {
      const type = record.hash_type as MigrateHash['hash_type'];
      if (!MIGRATE_HASH_TYPES.includes(type)) {
        yield {
          line,
          refused: `hash_type ${record.hash_type || '(empty)'} is not one of ${MIGRATE_HASH_TYPES.join(', ')}`,
        };
        continue;
      }
      const config = jsonObjectColumn(record.hash_config);
      const configField = type.startsWith('argon_2') ? 'argon_2_config' : `${type}_config`;
      hash = { hash_type: type, hash: record.hash, ...(config ? { [configField]: config } : {}) };
    }
    yield {
      line,
      user: {
        email: record.email,
        emailVerified: truthy(record.email_verified),
        hash,
        firstName: record.first_name || undefined,
        lastName: record.last_name || undefined,
        phone: phoneOf(record.phone_number, truthy(record.phone_verified)),
        externalId: idOf(record.external_id),
      },
    };
  }
}
