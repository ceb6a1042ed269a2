import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { relativeImports, sourceFiles } from '../../../../scripts/lib/import-ladder.mjs';
import { openTestDatabase } from '../testing/test-database.ts';
import type { OpenedDatabase } from './database.ts';
import type { Database } from './schema.ts';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Typed as every key of Database and nothing else: a table schema.ts lacks, or names twice, fails tsc.
const DECLARED: Record<keyof Database, true> = {
  projects: true,
  users: true,
  user_emails: true,
  sessions: true,
  intermediate_sessions: true,
  magic_links: true,
  outbox: true,
  events: true,
  signing_keys: true,
  user_crypto_wallets: true,
  crypto_wallet_challenges: true,
  user_oauth_providers: true,
  oauth_states: true,
  oauth_tokens: true,
  oauth_attach_tokens: true,
  webauthn_registrations: true,
  webauthn_challenges: true,
  user_phone_numbers: true,
  otp_codes: true,
  passwords: true,
  password_resets: true,
  rate_limit_buckets: true,
  failure_backoffs: true,
  totps: true,
  totp_recovery_codes: true,
  operators: true,
  operator_invites: true,
  operator_tokens: true,
  operator_sessions: true,
  operator_passkeys: true,
  operator_passkey_challenges: true,
  audit_log: true,
  project_secrets: true,
  auth_activity: true,
  jobs: true,
  job_attempts: true,
  webhook_endpoints: true,
  webhook_secrets: true,
  m2m_clients: true,
};

let opened: OpenedDatabase | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

describe('store/schema.ts', () => {
  it('declares every table the migrations create', async () => {
    opened = await openTestDatabase();
    const tables = await opened.db.introspection.getTables();
    const migrated = tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
    expect(migrated.sort()).toEqual(Object.keys(DECLARED).sort());
  });

  it('is the only table type: no query widens the database with withTables', () => {
    const widening = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').includes('.withTables<'));
    expect(widening).toEqual([]);
  });

  it('and the token lookup built on it import no other store module (no loop through a table module)', () => {
    // schema.ts assembles its parts (store/schema/*.ts, one per area), which import nothing.
    const parts = readdirSync(resolve(SRC, 'store/schema')).map((file) => `schema/${file}`);
    for (const base of ['schema.ts', 'token-lookup.ts', ...parts]) {
      const imports = relativeImports(readFileSync(resolve(SRC, 'store', base), 'utf8')).map((i) => i.specifier);
      const allowed = new Set(['./schema.ts', ...parts.map((part) => `./${part}`)]);
      expect([base, imports.filter((specifier) => !allowed.has(specifier))]).toEqual([base, []]);
    }
  });
});
