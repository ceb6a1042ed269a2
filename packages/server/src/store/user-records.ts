import type { UserData } from '@foyer/protocol';
import type { Kysely } from 'kysely';
import { iso } from '../clock.ts';
import type { Engine } from './database.ts';
import { engineSql, jsonRow, jsonRows, parseJsonColumn, runEngineSql } from './engine-sql.ts';
import { passwordNeedsReset } from './passwords.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

interface EmailPart {
  email_id: string;
  email: string;
  verified: number;
}
interface PhonePart {
  phone_id: string;
  phone_number: string;
  verified: number;
}
interface PasskeyPart {
  webauthn_registration_id: string;
  name: string;
  domain: string;
  user_agent: string;
  verified: number;
  created_at: number;
  last_used_at: number | null;
}
interface ProviderPart {
  oauth_provider_id: string;
  provider_type: string;
  provider_subject: string;
  profile_picture_url: string | null;
}
interface WalletPart {
  crypto_wallet_id: string;
  crypto_wallet_type: 'ethereum' | 'solana';
  crypto_wallet_address: string;
  verified: number;
}
interface TotpPart {
  totp_id: string;
  verified: number;
}
interface PasswordPart {
  password_id: string;
  verified: number;
  requires_reset: number;
}

/** What `userColumns` adds to a row: the user's own columns and each list of factors as JSON. */
export interface UserColumnsRow {
  user_created_at: number;
  user_status: 'active' | 'pending';
  user_first_name: string;
  user_middle_name: string;
  user_last_name: string;
  user_trusted_metadata: string;
  user_untrusted_metadata: string;
  user_emails: EmailPart[] | string;
  user_phone_numbers: PhonePart[] | string;
  user_passkeys: PasskeyPart[] | string;
  user_providers: ProviderPart[] | string;
  user_wallets: WalletPart[] | string;
  user_totps: TotpPart[] | string;
  user_password: PasswordPart | string | null;
}

/**
 * The select list that reads a user (table alias `u`) with all its factors in the same statement:
 * one correlated subquery per factor table, each list ordered by creation as the SDK lists it. On
 * PostgreSQL that makes the whole user one round trip (it was seven).
 */
export function userColumns(engine: Engine): string {
  const mine = 'r.user_id = u.user_id';
  const list = (table: string, columns: string[], id: string) =>
    jsonRows(engine, { table, columns, where: mine, orderBy: ['created_at', id] });
  return [
    'u.created_at AS user_created_at',
    'u.status AS user_status',
    'u.first_name AS user_first_name',
    'u.middle_name AS user_middle_name',
    'u.last_name AS user_last_name',
    'u.trusted_metadata AS user_trusted_metadata',
    'u.untrusted_metadata AS user_untrusted_metadata',
    `${list('user_emails', ['email_id', 'email', 'verified'], 'email_id')} AS user_emails`,
    `${list('user_phone_numbers', ['phone_id', 'phone_number', 'verified'], 'phone_id')} AS user_phone_numbers`,
    `${list(
      'webauthn_registrations',
      ['webauthn_registration_id', 'name', 'domain', 'user_agent', 'verified', 'created_at', 'last_used_at'],
      'webauthn_registration_id',
    )} AS user_passkeys`,
    `${list(
      'user_oauth_providers',
      ['oauth_provider_id', 'provider_type', 'provider_subject', 'profile_picture_url'],
      'oauth_provider_id',
    )} AS user_providers`,
    `${list(
      'user_crypto_wallets',
      ['crypto_wallet_id', 'crypto_wallet_type', 'crypto_wallet_address', 'verified'],
      'crypto_wallet_id',
    )} AS user_wallets`,
    `${list('totps', ['totp_id', 'verified'], 'totp_id')} AS user_totps`,
    `${jsonRow(engine, { table: 'passwords', columns: ['password_id', 'verified', 'requires_reset'], where: mine })} AS user_password`,
  ].join(',\n  ');
}

/** The user as the wire shows it, from a row that selected `userColumns`. */
export function userFromColumns(userId: string, row: UserColumnsRow): UserData {
  const emails = parseJsonColumn(row.user_emails).map((e) => ({
    email_id: e.email_id,
    email: e.email,
    verified: e.verified === 1,
  }));
  const password = row.user_password === null ? null : parseJsonColumn(row.user_password);
  return {
    user_id: userId,
    created_at: iso(Number(row.user_created_at)),
    status: row.user_status,
    name: { first_name: row.user_first_name, middle_name: row.user_middle_name, last_name: row.user_last_name },
    emails,
    phone_numbers: parseJsonColumn(row.user_phone_numbers).map((p) => ({
      phone_id: p.phone_id,
      phone_number: p.phone_number,
      verified: p.verified === 1,
    })),
    webauthn_registrations: parseJsonColumn(row.user_passkeys).map((w) => ({
      webauthn_registration_id: w.webauthn_registration_id,
      name: w.name,
      domain: w.domain,
      user_agent: w.user_agent,
      verified: w.verified === 1,
      // Stytch's clients read it; Foyer ignores the requested type, which Stytch answers as ''.
      authenticator_type: '',
      created_at: iso(Number(w.created_at)),
      last_used_at: w.last_used_at === null ? null : iso(Number(w.last_used_at)),
    })),
    providers: parseJsonColumn(row.user_providers).map((p) => ({
      provider_type: p.provider_type,
      provider_subject: p.provider_subject,
      profile_picture_url: p.profile_picture_url,
      oauth_user_registration_id: p.oauth_provider_id,
    })),
    crypto_wallets: parseJsonColumn(row.user_wallets).map((w) => ({
      crypto_wallet_id: w.crypto_wallet_id,
      crypto_wallet_address: w.crypto_wallet_address,
      crypto_wallet_type: w.crypto_wallet_type,
      verified: w.verified === 1,
    })),
    password: password
      ? {
          password_id: password.password_id,
          requires_reset: passwordNeedsReset(
            {
              passwordId: password.password_id,
              userId,
              hash: '',
              verified: password.verified === 1,
              requiresReset: password.requires_reset === 1,
            },
            emails.some((e) => e.verified),
          ),
        }
      : null,
    totps: parseJsonColumn(row.user_totps).map((t) => ({ totp_id: t.totp_id, verified: t.verified === 1 })),
    trusted_metadata: JSON.parse(row.user_trusted_metadata) as Record<string, unknown>,
    untrusted_metadata: JSON.parse(row.user_untrusted_metadata) as Record<string, unknown>,
  };
}

// The ids travel as one JSON text parameter, so the statement's text is the same for any number of
// users. The project is checked on the rows, not in SQL: PostgreSQL would otherwise join the project
// equality into an index scan of all the project's users (users_project_created) instead of
// looking each id up by primary key.
const usersByIds = engineSql(
  (engine) => `SELECT u.user_id, u.project_id,
  ${userColumns(engine)}
FROM users u
WHERE u.user_id ${engine === 'postgres' ? '= ANY(ARRAY(SELECT json_array_elements_text(?::json)))' : 'IN (SELECT value FROM json_each(?))'}`,
);

/**
 * Users as the wire shows them, read for many ids at once in one statement whatever the number of
 * users (a search page of 1000 users is one query, not 7000). Ids of another project, or of no
 * user, are simply absent from the answer; the others come in the order asked.
 */
export async function loadUsers(db: Db, projectId: string, userIds: readonly string[]): Promise<UserData[]> {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const rows = await runEngineSql<UserColumnsRow & { user_id: string; project_id: string }, Database>(db, usersByIds, [
    JSON.stringify(ids),
  ]);
  const found = new Map(rows.filter((row) => row.project_id === projectId).map((row) => [row.user_id, row]));
  return ids.flatMap((userId) => {
    const row = found.get(userId);
    return row ? [userFromColumns(userId, row)] : [];
  });
}
