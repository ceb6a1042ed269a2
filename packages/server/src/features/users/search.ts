import { BackendUsersSearchRequest, BackendUsersSearchResponse, type UsersSearchOperand } from '@foyer/protocol';
import { OpenAPIHono, type z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { loadUsers } from '../../store/user-records.ts';
import { searchUserIds, type UserFilter } from '../../store/user-search.ts';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor.ts';

/** Stytch's default page size. */
const DEFAULT_LIMIT = 100;

const search = backendRoute('usersSearch', {
  tag: 'Backend: users',
  summary:
    'Searches the project’s users by email, phone, id, status and creation time (all filters or any), a page at a time in creation order; pass results_metadata.next_cursor back as cursor for the next page',
  body: BackendUsersSearchRequest,
  response: BackendUsersSearchResponse,
  errors: ['unauthorized_credentials', 'bad_request', 'invalid_search_cursor'],
});

/** A filter as the store runs it: emails in their stored (lower-case) form, times in epoch ms. */
function toFilter(operand: z.infer<typeof UsersSearchOperand>): UserFilter {
  switch (operand.filter_name) {
    case 'email_address':
      return { kind: 'email_address', values: operand.filter_value.map((email) => email.trim().toLowerCase()) };
    case 'email_id':
    case 'phone_number':
    case 'phone_id':
    case 'user_id':
      return { kind: operand.filter_name, values: operand.filter_value };
    case 'status':
      return { kind: 'status', value: operand.filter_value };
    case 'created_at_greater_than':
      return { kind: 'created_after', at: Date.parse(operand.filter_value) };
    case 'created_at_less_than':
      return { kind: 'created_before', at: Date.parse(operand.filter_value) };
    case 'created_at_between':
      return {
        kind: 'created_between',
        after: Date.parse(operand.filter_value.greater_than),
        before: Date.parse(operand.filter_value.less_than),
      };
  }
}

/** POST /v1/users/search: Stytch's users search with keyset pagination. */
export function backendUserSearchRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(search, async (c) => {
    const project = c.get('project');
    const body = c.req.valid('json');
    const operator = body.query?.operator ?? 'AND';
    const operands = body.query?.operands ?? [];
    // A cursor answers only the query it was made for.
    const queryKey = JSON.stringify({ operator, operands });
    const after = body.cursor ? decodeSearchCursor(body.cursor, project.secretHash, queryKey) : null;
    const limit = body.limit ?? DEFAULT_LIMIT;
    const { page, hasMore, total } = await searchUserIds(deps.db, {
      projectId: project.projectId,
      filters: operands.map(toFilter),
      operator,
      after,
      limit,
    });
    const results = await loadUsers(
      deps.db,
      project.projectId,
      page.map((position) => position.userId),
    );
    const last = page.at(-1);
    const nextCursor = hasMore && last ? encodeSearchCursor(last, project.secretHash, queryKey) : null;
    return ok(c, { results, results_metadata: { total, next_cursor: nextCursor } });
  });
}
