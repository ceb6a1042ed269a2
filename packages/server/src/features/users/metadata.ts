import { METADATA_MAX_BYTES, METADATA_MAX_KEYS } from '@foyer/protocol';
import { ApiError } from '../../errors/api-error.ts';

/**
 * Merges a metadata patch into the stored object as Stytch does: at the top level only, a key set
 * to null is deleted, any other value replaces the key's whole value. Answers the JSON text to
 * store, refusing a result over the caps (20 top-level keys, 4096 bytes).
 *
 * The merge goes through a Map and Object.fromEntries, never `object[key] = value`, so no key can
 * reach a prototype (the request schema already drops a `__proto__` key).
 * @throws ApiError invalid_metadata
 */
export function mergeMetadata(
  field: 'trusted_metadata' | 'untrusted_metadata',
  storedJson: string,
  patch: Record<string, unknown> | undefined,
): string {
  if (patch === undefined) return storedJson;
  const merged = new Map(Object.entries(JSON.parse(storedJson) as Record<string, unknown>));
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  if (merged.size > METADATA_MAX_KEYS) {
    throw new ApiError(
      'invalid_metadata',
      `${field} would have ${merged.size} top-level keys; the most is ${METADATA_MAX_KEYS}.`,
    );
  }
  const json = JSON.stringify(Object.fromEntries(merged));
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > METADATA_MAX_BYTES) {
    throw new ApiError(
      'invalid_metadata',
      `${field} would be ${bytes} bytes as JSON; the most is ${METADATA_MAX_BYTES}.`,
    );
  }
  return json;
}
