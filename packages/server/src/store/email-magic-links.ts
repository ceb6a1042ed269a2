import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { findByTokenHash } from './token-lookup.ts';

type Db = Kysely<Database>;

/** A magic link as stored: the token itself is never kept, only its SHA-256. */
export interface MagicLinkRecord {
  magicLinkId: string;
  projectId: string;
  userId: string;
  emailId: string;
  /** `embedded`: made by the backend's magicLinks.create, sent by nobody (email_id is ''). */
  kind: 'login' | 'signup' | 'embedded';
  expiresAt: number;
  usedAt: number | null;
  /** The browser's PKCE S256 challenge; null when the host's backend sent the link. */
  codeChallenge: string | null;
}

/** Stores a new magic link by the hash of its token. */
export async function insertMagicLink(
  db: Db,
  link: Omit<MagicLinkRecord, 'usedAt'> & { tokenHash: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('magic_links')
    .values({
      magic_link_id: link.magicLinkId,
      project_id: link.projectId,
      user_id: link.userId,
      email_id: link.emailId,
      token_hash: link.tokenHash,
      kind: link.kind,
      expires_at: link.expiresAt,
      used_at: null,
      created_at: link.createdAt,
      code_challenge: link.codeChallenge,
    })
    .execute();
}

/** The magic link of a project whose token hashes to `tokenHash`, used or not. */
export async function findMagicLinkByTokenHash(
  db: Db,
  projectId: string,
  tokenHash: string,
): Promise<MagicLinkRecord | null> {
  const row = await findByTokenHash(db, 'magic_links', projectId, tokenHash);
  if (!row) return null;
  return {
    magicLinkId: row.magic_link_id,
    projectId: row.project_id,
    userId: row.user_id,
    emailId: row.email_id,
    kind: row.kind,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    codeChallenge: row.code_challenge,
  };
}

/**
 * Marks a link used if nobody has yet. The condition sits in the UPDATE itself, so of two requests
 * racing with the same token exactly one sees a changed row, on SQLite and PostgreSQL alike.
 * @returns true when this call consumed the link, false when another already had.
 */
export async function consumeMagicLink(db: Db, magicLinkId: string, usedAt: number): Promise<boolean> {
  const result = await db
    .updateTable('magic_links')
    .set({ used_at: usedAt })
    .where('magic_link_id', '=', magicLinkId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends the unused signup (invite) links of one email address now, so opening one answers
 * magic_link_expired; used and already expired links are left as they were.
 * @returns how many links this call ended
 */
export async function expireUnusedSignupLinks(
  db: Db,
  link: { projectId: string; emailId: string; now: number },
): Promise<number> {
  const result = await db
    .updateTable('magic_links')
    .set({ expires_at: link.now })
    .where('project_id', '=', link.projectId)
    .where('email_id', '=', link.emailId)
    .where('kind', '=', 'signup')
    .where('used_at', 'is', null)
    .where('expires_at', '>', link.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
