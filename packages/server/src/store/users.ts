import type { UserData } from '@foyer/protocol';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { newId } from '../tokens.ts';
import { insertUser } from './new-user.ts';
import type { Project } from './projects.ts';
import type { Database } from './schema.ts';
import { loadUsers } from './user-records.ts';
import { emitFactorEvent } from './webhook-events.ts';

type Db = Kysely<Database>;

export interface EmailRecord {
  emailId: string;
  userId: string;
  email: string;
  verified: boolean;
  userStatus: 'active' | 'pending';
}

/** The user an email address belongs to in a project, if any (email already normalized). */
export async function findUserByEmail(db: Db, projectId: string, email: string): Promise<EmailRecord | null> {
  const row = await db
    .selectFrom('user_emails as e')
    .innerJoin('users as u', 'u.user_id', 'e.user_id')
    .select(['e.email_id', 'e.user_id', 'e.email', 'e.verified', 'u.status'])
    .where('e.project_id', '=', projectId)
    .where('e.email', '=', email)
    .executeTakeFirst();
  if (!row) return null;
  return {
    emailId: row.email_id,
    userId: row.user_id,
    email: row.email,
    verified: row.verified === 1,
    userStatus: row.status,
  };
}

/** Creates a user with one (unverified) email address. */
export async function createUserWithEmail(
  db: Db,
  clock: Clock,
  options: { project: Project; email: string; status: 'active' | 'pending' },
): Promise<EmailRecord> {
  const now = clock.now();
  const emailId = newId('email', options.project.environment);
  const userId = await db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, { project: options.project, now, status: options.status });
    await trx
      .insertInto('user_emails')
      .values({
        email_id: emailId,
        project_id: options.project.projectId,
        user_id: userId,
        email: options.email,
        verified: 0,
        created_at: now,
      })
      .execute();
    const factor = { type: 'email' as const, id: emailId, value: options.email };
    await emitFactorEvent(trx, { projectId: options.project.projectId, type: 'factor.added', userId, factor, now });
    return userId;
  });
  return { emailId, userId, email: options.email, verified: false, userStatus: options.status };
}

/** A phone number of a user, as OTP sign-in finds it (number in E.164). */
export interface PhoneRecord {
  phoneId: string;
  userId: string;
  phoneNumber: string;
  verified: boolean;
  userStatus: 'active' | 'pending';
}

/** The user a phone number (E.164) belongs to in a project, if any. */
export async function findUserByPhone(db: Db, projectId: string, phoneNumber: string): Promise<PhoneRecord | null> {
  const row = await db
    .selectFrom('user_phone_numbers as p')
    .innerJoin('users as u', 'u.user_id', 'p.user_id')
    .select(['p.phone_id', 'p.user_id', 'p.phone_number', 'p.verified', 'u.status'])
    .where('p.project_id', '=', projectId)
    .where('p.phone_number', '=', phoneNumber)
    .executeTakeFirst();
  if (!row) return null;
  return {
    phoneId: row.phone_id,
    userId: row.user_id,
    phoneNumber: row.phone_number,
    verified: row.verified === 1,
    userStatus: row.status,
  };
}

/** Creates an active user with one (unverified) phone number. */
export async function createUserWithPhone(
  db: Db,
  clock: Clock,
  options: { project: Project; phoneNumber: string },
): Promise<PhoneRecord> {
  const now = clock.now();
  const phoneId = newId('phone', options.project.environment);
  const userId = await db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, { project: options.project, now });
    await trx
      .insertInto('user_phone_numbers')
      .values({
        phone_id: phoneId,
        project_id: options.project.projectId,
        user_id: userId,
        phone_number: options.phoneNumber,
        verified: 0,
        created_at: now,
      })
      .execute();
    const factor = { type: 'phone_number' as const, id: phoneId, value: options.phoneNumber };
    await emitFactorEvent(trx, { projectId: options.project.projectId, type: 'factor.added', userId, factor, now });
    return userId;
  });
  return { phoneId, userId, phoneNumber: options.phoneNumber, verified: false, userStatus: 'active' };
}

/** The user as the wire shows it, or null when no such user exists in the project. */
export async function loadUser(db: Db, projectId: string, userId: string): Promise<UserData | null> {
  const [user] = await loadUsers(db, projectId, [userId]);
  return user ?? null;
}
