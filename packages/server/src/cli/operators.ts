import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config/env.ts';
import { inviteOperator, issueAdminToken } from '../features/admin/invites.ts';
import { OPERATOR_ROLES, type OperatorRole } from '../features/admin/roles.ts';
import { openDatabase } from '../store/database.ts';
import { listAdminTokens, listOperators } from '../store/operators.ts';
import type { CommandResult } from './init.ts';

export const OPERATORS_USAGE = `Usage: foyer operators <command>

Commands (run where the server runs: same environment, same database):
  invite --email E --role R           prints a one-time console link (valid 24 hours, single use);
                                      for the first operator, and to recover access
  token --email E --role R --name N   prints an admin API token on its last line (shown once:
                                      store it now); send it as Authorization: Bearer <token>
  list                                lists operators and their tokens (never a token's value)

Roles: admin (everything, operators and secrets), developer (project configuration, no secrets,
no operators), support (users and sessions), viewer (read only).`;

const fail = (line: string): CommandResult => ({ code: 2, lines: [line, '', OPERATORS_USAGE] });

/**
 * `foyer operators …`: the way in that needs no operator yet, as the server's own shell is trusted:
 * the first operator, and any operator who lost access, come from here. Reads the configuration as
 * `foyer start` does and opens the same database (migrating it, as a start would).
 */
export async function runOperators(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<CommandResult> {
  const [command, ...rest] = args;
  let values: { email?: string; role?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  if (command !== 'invite' && command !== 'token' && command !== 'list') {
    return fail(command ? `Unknown command: foyer operators ${command}` : 'Name a command.');
  }
  if (command !== 'list') {
    if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) return fail('--email needs an email address.');
    if (!OPERATOR_ROLES.includes(values.role as OperatorRole)) {
      return fail(`--role must be one of ${OPERATOR_ROLES.join(', ')}.`);
    }
    if (command === 'token' && !values.name?.trim()) return fail('--name needs a name for the token (what uses it).');
  }

  const config = loadConfig(env, cwd);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: join(config.dataDir, 'foyer.db'),
    settings: config.database,
    log: (line) => console.error(line),
  });
  const deps = { db: database.db, clock: systemClock, config };
  try {
    if (command === 'invite') {
      const invite = await inviteOperator(deps, values.email as string, values.role as OperatorRole);
      return {
        code: 0,
        lines: [
          `Invited ${invite.operator.email} as ${invite.operator.role}. This link opens the console once, until ${new Date(invite.expiresAt).toISOString()}:`,
          invite.url,
        ],
      };
    }
    if (command === 'token') {
      const name = (values.name as string).trim();
      const issued = await issueAdminToken(deps, values.email as string, values.role as OperatorRole, name);
      return {
        code: 0,
        lines: [
          `Admin token "${name}" for ${issued.operator.email} (${issued.operator.role}). It is shown this once; revoke it with DELETE /admin/v1/tokens/${issued.tokenId}:`,
          issued.token,
        ],
      };
    }
    const operators = await listOperators(database.db);
    const tokens = await listAdminTokens(database.db);
    if (operators.length === 0)
      return { code: 0, lines: ['No operators yet: foyer operators invite --email E --role admin'] };
    const lines = operators.flatMap((operator) => [
      `${operator.email}  ${operator.role}  ${operator.operator_id}`,
      ...tokens
        .filter((token) => token.operator_id === operator.operator_id)
        .map(
          (token) =>
            `  token "${token.name}" …${token.last_four}  ${token.token_id}${token.revoked_at === null ? '' : '  (revoked)'}`,
        ),
    ]);
    return { code: 0, lines };
  } finally {
    await database.close();
  }
}
