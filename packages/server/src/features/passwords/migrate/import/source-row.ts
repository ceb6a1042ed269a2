import type { MigrateHash } from '../request-hash.ts';
import type { ImportedHash } from '../stored-hash.ts';

/** One user of an export, read into the shape every source shares. */
export interface SourceUser {
  email: string;
  emailVerified: boolean;
  /**
   * Null for a user without a password (they sign in another way, or reset). A hash the migrate API
   * has no hash_type for (Auth0's hmac, ldap, md4…; Django's pbkdf2) comes read and checked, as `stored`.
   */
  hash: MigrateHash | { stored: ImportedHash } | null;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** A phone number (E.164, or digits Supabase keeps without the plus), verified only if the source says so. */
  phone?: { number: string; verified: boolean } | undefined;
  /** The user's id in the old system, kept as their external_id (the host's lookups by old id keep working). */
  externalId?: string | undefined;
  trustedMetadata?: Record<string, unknown> | undefined;
  untrustedMetadata?: Record<string, unknown> | undefined;
}

/** What a source yields for each record: the user, or why the line cannot be imported. */
export type SourceRecord = { line: number; user: SourceUser } | { line: number; refused: string };

/** A reader of one product's export format. */
export type Source = (input: NodeJS.ReadableStream) => AsyncIterable<SourceRecord>;

/** An object, or undefined: metadata must be a JSON object. */
export function objectOrUndefined(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A phone number when the source has one. */
export function phoneOf(number: unknown, verified: boolean): SourceUser['phone'] {
  return typeof number === 'string' && number.trim() ? { number: number.trim(), verified } : undefined;
}

/** A string id when the source has one. */
export function idOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A first and last name from one display name ("Ada King Lovelace" → Ada, King Lovelace). */
export function splitName(name: unknown): { firstName?: string; lastName?: string } {
  if (typeof name !== 'string' || !name.trim()) return {};
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length ? { firstName: first, lastName: rest.join(' ') } : { firstName: first };
}
