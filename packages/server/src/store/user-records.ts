import type { UserData } from '@foyer/protocol';
import type { Kysely } from 'kysely';
import { iso } from '../clock.ts';
import { type PasswordTables, passwordNeedsReset } from './passwords.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/**
 * Users as the wire shows them, read for many ids at once: one query per table whatever the number
 * of users (a search page of 1000 users is 7 queries, not 7000). Ids of another project, or of no
 * user, are simply absent from the answer. Each part is ordered by creation, as the SDK lists it.
 */
export async function loadUsers(db: Db, projectId: string, userIds: readonly string[]): Promise<UserData[]> {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  // Independent reads: run them together (on PostgreSQL each is a round trip).
  const [users, emails, phones, passkeys, providers, wallets, passwords] = await Promise.all([
    db.selectFrom('users').selectAll().where('project_id', '=', projectId).where('user_id', 'in', ids).execute(),
    db
      .selectFrom('user_emails')
      .select(['user_id', 'email_id', 'email', 'verified'])
      .where('user_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('email_id')
      .execute(),
    db
      .selectFrom('user_phone_numbers')
      .select(['user_id', 'phone_id', 'phone_number', 'verified'])
      .where('user_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('phone_id')
      .execute(),
    db
      .selectFrom('webauthn_registrations')
      .select(['user_id', 'webauthn_registration_id', 'name', 'domain', 'user_agent', 'verified'])
      .select(['created_at', 'last_used_at'])
      .where('user_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('webauthn_registration_id')
      .execute(),
    db
      .selectFrom('user_oauth_providers')
      .select(['user_id', 'oauth_provider_id', 'provider_type', 'provider_subject', 'profile_picture_url'])
      .where('user_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('oauth_provider_id')
      .execute(),
    db
      .selectFrom('user_crypto_wallets')
      .select(['user_id', 'crypto_wallet_id', 'crypto_wallet_type', 'crypto_wallet_address', 'verified'])
      .where('user_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('crypto_wallet_id')
      .execute(),
    db
      .withTables<PasswordTables>()
      .selectFrom('passwords')
      .select(['user_id', 'password_id', 'verified', 'requires_reset'])
      .where('user_id', 'in', ids)
      .execute(),
  ]);
  const byUser = <Row extends { user_id: string }>(rows: Row[]) => {
    const map = new Map<string, Row[]>();
    for (const row of rows) {
      const list = map.get(row.user_id);
      if (list) list.push(row);
      else map.set(row.user_id, [row]);
    }
    return (userId: string) => map.get(userId) ?? [];
  };
  const emailsOf = byUser(emails);
  const phonesOf = byUser(phones);
  const passkeysOf = byUser(passkeys);
  const providersOf = byUser(providers);
  const walletsOf = byUser(wallets);
  const passwordOf = new Map(passwords.map((row) => [row.user_id, row]));
  const found = new Map(users.map((user) => [user.user_id, user]));

  return ids.flatMap((userId): UserData[] => {
    const user = found.get(userId);
    if (!user) return [];
    const userEmails = emailsOf(userId).map((e) => ({
      email_id: e.email_id,
      email: e.email,
      verified: e.verified === 1,
    }));
    const password = passwordOf.get(userId);
    return [
      {
        user_id: user.user_id,
        created_at: iso(Number(user.created_at)),
        status: user.status,
        name: { first_name: user.first_name, middle_name: user.middle_name, last_name: user.last_name },
        emails: userEmails,
        phone_numbers: phonesOf(userId).map((p) => ({
          phone_id: p.phone_id,
          phone_number: p.phone_number,
          verified: p.verified === 1,
        })),
        webauthn_registrations: passkeysOf(userId).map((w) => ({
          webauthn_registration_id: w.webauthn_registration_id,
          name: w.name,
          domain: w.domain,
          user_agent: w.user_agent,
          verified: w.verified === 1,
          created_at: iso(Number(w.created_at)),
          last_used_at: w.last_used_at === null ? null : iso(Number(w.last_used_at)),
        })),
        providers: providersOf(userId).map((p) => ({
          provider_type: p.provider_type,
          provider_subject: p.provider_subject,
          profile_picture_url: p.profile_picture_url,
          oauth_user_registration_id: p.oauth_provider_id,
        })),
        crypto_wallets: walletsOf(userId).map((w) => ({
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
                userEmails.some((e) => e.verified),
              ),
            }
          : null,
        trusted_metadata: JSON.parse(user.trusted_metadata) as Record<string, unknown>,
        untrusted_metadata: JSON.parse(user.untrusted_metadata) as Record<string, unknown>,
      },
    ];
  });
}
