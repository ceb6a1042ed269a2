import type { PasswordsMigrateRequest } from '@foyer/protocol';
import type { z } from 'zod';

type MigrateRequest = z.infer<typeof PasswordsMigrateRequest>;

/** A hash as the migrate API takes it: its type, the hash and the `…_config` its type needs. */
export type MigrateHash = Pick<
  MigrateRequest,
  | 'hash_type'
  | 'hash'
  | 'md_5_config'
  | 'sha_1_config'
  | 'sha_512_config'
  | 'argon_2_config'
  | 'scrypt_config'
  | 'pbkdf_2_config'
  | 'scrypt_firebase_config'
>;

/** One user of an export, read into the shape every source shares. */
export interface SourceUser {
  email: string;
  emailVerified: boolean;
  /** Null for a user without a password (they sign in another way, or reset). */
  hash: MigrateHash | null;
  firstName?: string | undefined;
  lastName?: string | undefined;
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

/** A first and last name from one display name ("Ada King Lovelace" → Ada, King Lovelace). */
export function splitName(name: unknown): { firstName?: string; lastName?: string } {
  if (typeof name !== 'string' || !name.trim()) return {};
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length ? { firstName: first, lastName: rest.join(' ') } : { firstName: first };
}
