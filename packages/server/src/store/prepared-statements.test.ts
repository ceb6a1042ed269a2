import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../clock.ts';
import { DEFAULT_DATABASE_SETTINGS } from '../config/database-settings.ts';
import { realPostgresDatabase } from '../testing/postgres-server.ts';
import { testProjectConfig } from '../testing/test-context.ts';
import { openDatabase } from './database.ts';
import { preparedStatementName } from './prepared-names.ts';
import { upsertProject } from './projects.ts';
import { findSessionWithUser, insertSession, sessionWithUserByTokenHash } from './sessions.ts';
import { createUserWithEmail } from './users.ts';

/**
 * Issue 29: on PostgreSQL the session check's statement is prepared once per connection and sent by
 * name, not parsed and planned on every call; and a migration that adds a column under it (another
 * instance rolling out) does not break it ("cached plan must not change result type").
 */
describe('the session check’s statement, prepared on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof realPostgresDatabase>>;
  beforeAll(async () => {
    database = await realPostgresDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it('is prepared under its name on the connection, and still answers after a column is added under it', async () => {
    const opened = await openDatabase({
      databaseUrl: database.url,
      sqlitePath: '',
      settings: { ...DEFAULT_DATABASE_SETTINGS, poolSize: 1 },
      log: () => {},
    });
    const { db } = opened;
    try {
      const clock = new AdjustableClock();
      const project = await upsertProject(db, clock, testProjectConfig);
      const user = await createUserWithEmail(db, clock, { project, email: 'ada@example.com', status: 'active' });
      const now = clock.now();
      await insertSession(db, {
        session_id: 'session-test-prepared',
        project_id: project.projectId,
        user_id: user.userId,
        token_hash: 'f'.repeat(64),
        started_at: now,
        last_accessed_at: now,
        expires_at: now + 3_600_000,
        revoked_at: null,
        authentication_factors: '[]',
        ip_address: null,
        user_agent: null,
      });
      const check = () => findSessionWithUser(db, project.projectId, { tokenHash: 'f'.repeat(64) });

      expect((await check())?.user.emails.map((e) => e.email)).toEqual(['ada@example.com']);
      const name = preparedStatementName(sessionWithUserByTokenHash.postgres);
      expect(name).toMatch(/^foyer_[0-9a-f]{16}$/);
      // One connection in the pool: this asks the one that ran the check.
      const prepared = await sql<{ name: string }>`SELECT name FROM pg_prepared_statements`.execute(db);
      expect(prepared.rows.map((row) => row.name)).toContain(name);

      await sql`ALTER TABLE sessions ADD COLUMN added_by_a_newer_instance text`.execute(db);
      await sql`ALTER TABLE users ADD COLUMN added_by_a_newer_instance text`.execute(db);
      expect((await check())?.session.session_id).toBe('session-test-prepared');
    } finally {
      await opened.close();
    }
  }, 60_000);
});
