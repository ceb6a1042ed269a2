import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** One filter of a users search, already normalized (emails lower case, times in epoch ms). */
export type UserFilter =
  | { kind: 'email_address'; values: string[] }
  | { kind: 'email_id'; values: string[] }
  | { kind: 'phone_number'; values: string[] }
  | { kind: 'phone_id'; values: string[] }
  | { kind: 'user_id'; values: string[] }
  | { kind: 'status'; value: 'active' | 'pending' }
  | { kind: 'created_after'; at: number }
  | { kind: 'created_before'; at: number }
  | { kind: 'created_between'; after: number; before: number };

/** Where the previous page ended, in the search's order (created_at, then user_id). */
export interface SearchPosition {
  createdAt: number;
  userId: string;
}

/** Filters that name users by an id or identifier, each matching a bounded list of users. */
const IDENTIFIER_KINDS = new Set<UserFilter['kind']>([
  'email_address',
  'email_id',
  'phone_number',
  'phone_id',
  'user_id',
]);

type UsersEb = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

function condition(eb: UsersEb, projectId: string, filter: UserFilter) {
  const emails = () => eb.selectFrom('user_emails').select('user_id').where('project_id', '=', projectId);
  const phones = () => eb.selectFrom('user_phone_numbers').select('user_id').where('project_id', '=', projectId);
  switch (filter.kind) {
    // Each identifier filter is a semi-join through the table's (project_id, value) index, not a scan.
    case 'email_address':
      return eb('u.user_id', 'in', emails().where('email', 'in', filter.values));
    case 'email_id':
      return eb('u.user_id', 'in', emails().where('email_id', 'in', filter.values));
    case 'phone_number':
      return eb('u.user_id', 'in', phones().where('phone_number', 'in', filter.values));
    case 'phone_id':
      return eb('u.user_id', 'in', phones().where('phone_id', 'in', filter.values));
    case 'user_id':
      return eb('u.user_id', 'in', filter.values);
    case 'status':
      return eb('u.status', '=', filter.value);
    case 'created_after':
      return eb('u.created_at', '>', filter.at);
    case 'created_before':
      return eb('u.created_at', '<', filter.at);
    case 'created_between':
      return eb.and([eb('u.created_at', '>', filter.after), eb('u.created_at', '<', filter.before)]);
  }
}

/**
 * One page of a project's users matching the filters (all of them, or any with `operator: 'OR'`),
 * in creation order, after `after` when given; and how many match in all. Pages are keyset reads on
 * the (project_id, created_at, user_id) index, so a user created between two pages never shifts
 * or repeats a row; it shows up on the last page, where it sorts.
 */
export async function searchUserIds(
  db: Db,
  options: {
    projectId: string;
    filters: UserFilter[];
    operator: 'AND' | 'OR';
    after: SearchPosition | null;
    limit: number;
  },
): Promise<{ page: SearchPosition[]; hasMore: boolean; total: number }> {
  const matching = (eb: UsersEb) => {
    const conditions = options.filters.map((filter) => condition(eb, options.projectId, filter));
    // When an identifier filter must match (AND), it names at most a few hundred users: reach them by
    // primary key. Written plainly, the project condition lets SQLite's planner pick the
    // (project_id, created_at) index to skip the sort and scan every user of the project instead;
    // `project_id || ''` is the same test without that index (PostgreSQL plans either form well).
    const narrowed = options.operator === 'AND' && options.filters.some((filter) => IDENTIFIER_KINDS.has(filter.kind));
    const scope = narrowed
      ? eb(sql<string>`${sql.ref('u.project_id')} || ''`, '=', options.projectId)
      : eb('u.project_id', '=', options.projectId);
    if (conditions.length === 0) return scope;
    return eb.and([scope, options.operator === 'AND' ? eb.and(conditions) : eb.or(conditions)]);
  };
  const after = options.after;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('users as u')
      .select(['u.user_id', 'u.created_at'])
      .where(matching)
      .$if(after !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('u.created_at', '>', after?.createdAt ?? 0),
            eb.and([eb('u.created_at', '=', after?.createdAt ?? 0), eb('u.user_id', '>', after?.userId ?? '')]),
          ]),
        ),
      )
      .orderBy('u.created_at')
      .orderBy('u.user_id')
      .limit(options.limit + 1)
      .execute(),
    db
      .selectFrom('users as u')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where(matching)
      .executeTakeFirstOrThrow(),
  ]);
  const page = rows.slice(0, options.limit).map((row) => ({ createdAt: Number(row.created_at), userId: row.user_id }));
  return { page, hasMore: rows.length > options.limit, total: Number(count.total) };
}
