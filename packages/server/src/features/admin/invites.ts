import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import { createAdminToken, createInvite, type OperatorRole, upsertOperator } from '../../store/operators.ts';
import type { Database } from '../../store/schema.ts';

/** What inviting needs: the database, the clock, and the address people reach the server at. */
export interface InviteDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: { publicUrl: string; adminListener?: { url: string } | null };
}

/** Where operators reach the console: the admin listener's URL when FOYER_ADMIN_PORT is set, else the public URL. */
export function consoleUrl(config: InviteDeps['config']): string {
  return (config.adminListener?.url ?? config.publicUrl).replace(/\/$/, '');
}

/** The console's invitation page; the token rides in the fragment, which browsers never send to a server or in a Referer. */
export const INVITE_PATH = '/console/invite';

/**
 * Creates (or re-roles) the operator and a one-time invitation link to the console, valid 24 hours.
 * The same call recovers access: an operator who lost theirs gets a new link from the server's shell.
 */
export async function inviteOperator(deps: InviteDeps, email: string, role: OperatorRole) {
  const operator = await upsertOperator(deps.db, deps.clock, email, role);
  const { token, expiresAt } = await createInvite(deps.db, deps.clock, operator.operator_id);
  const url = `${consoleUrl(deps.config)}${INVITE_PATH}#token=${token}`;
  return { operator, url, token, expiresAt };
}

/** Creates (or re-roles) the operator and an admin API token named `name` acting as them. */
export async function issueAdminToken(
  deps: Omit<InviteDeps, 'config'>,
  email: string,
  role: OperatorRole,
  name: string,
) {
  const operator = await upsertOperator(deps.db, deps.clock, email, role);
  const { token, tokenId } = await createAdminToken(deps.db, deps.clock, operator.operator_id, name);
  return { operator, token, tokenId };
}
