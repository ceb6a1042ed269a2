import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { listSealedColumn, replaceSealedValue, type SealedColumn } from '../store/sealed-columns.ts';
import { isSealed, SEALED_PREFIX, type SecretBox } from './secret-box.ts';

/** Where secrets sealed with FOYER_SECRETS_KEY are kept, and how a stored value is sealed again. */
export interface SealedAtRest {
  /** What the start's log line counts, e.g. `webhook secret(s)`. */
  what: string;
  column: SealedColumn;
  /** Whether the column holds one sealed value (not JSON with values inside): then the database skips current ones. */
  whole: boolean;
  /** The stored value sealed under the current key, or null when it already is. */
  reseal(box: SecretBox, stored: string, rowKey: string): string | null;
}

/**
 * `value` sealed under the current key, bound to `context`; null when it already is. A plaintext
 * value (stored by a server from before sealing) is sealed as it is.
 */
export function sealedAgain(box: SecretBox, value: string, context: string): string | null {
  if (box.isCurrent(value)) return null;
  return box.seal(isSealed(value) ? box.open(value, context) : value, context);
}

/** A column of values each sealed on its own, bound to a context made from the row's key. */
export function sealedColumn(what: string, column: SealedColumn, context: (rowKey: string) => string): SealedAtRest {
  return { what, column, whole: true, reseal: (box, stored, rowKey) => sealedAgain(box, stored, context(rowKey)) };
}

/**
 * Seals again, under the current FOYER_SECRETS_KEY, every value of the column not yet sealed with
 * it. A row changed between the read and the write (a secret replaced, a project edited) keeps what
 * was written meanwhile; the next start looks at it again. Returns how many rows it wrote.
 */
export async function resealAtRest(
  deps: { db: Kysely<Database>; secrets: SecretBox },
  place: SealedAtRest,
): Promise<number> {
  let written = 0;
  const current = place.whole ? `${SEALED_PREFIX}${deps.secrets.keyId}:` : null;
  for (const row of await listSealedColumn(deps.db, place.column, current)) {
    const next = place.reseal(deps.secrets, row.stored, row.rowKey);
    if (next === null) continue;
    if (await replaceSealedValue(deps.db, place.column, { rowKey: row.rowKey, previous: row.stored, next })) written++;
  }
  return written;
}
