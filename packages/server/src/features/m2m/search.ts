import { z } from '@hono/zod-openapi';
import { ApiError } from '../../errors/api-error.ts';
import { listM2MClients, type M2MClientRow } from '../../store/m2m-clients.ts';
import { scopesOf, toM2MClient } from './client-shape.ts';
import type { M2MCall } from './manage.ts';

const Operand = z.object({
  filter_name: z.enum(['client_id', 'client_name', 'scopes']),
  filter_value: z.array(z.string().max(256)).min(1).max(100),
});

export const M2MSearchRequest = z
  .object({
    cursor: z.string().max(64).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
    query: z.object({ operator: z.enum(['AND', 'OR']), operands: z.array(Operand).max(10) }).optional(),
  })
  .meta({ id: 'M2MClientsSearchRequest' });
type SearchRequest = z.infer<typeof M2MSearchRequest>;

/** Whether a client matches one operand: its id or name is one of the values, or it holds one of the scopes. */
function matches(row: M2MClientRow, operand: z.infer<typeof Operand>): boolean {
  const values = new Set(operand.filter_value);
  if (operand.filter_name === 'client_id') return values.has(row.client_id);
  if (operand.filter_name === 'client_name') return values.has(row.client_name);
  return scopesOf(row).some((scope) => values.has(scope));
}

/** The cursor is where the next page starts in the query's order; it answers only its own query. */
const encodeCursor = (offset: number) => Buffer.from(`m2m:${offset}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const match = /^m2m:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ApiError('bad_request', 'The cursor is not one this search answered.');
  return Number(match[1]);
}

/**
 * Stytch's client search: AND or OR over client_id, client_name and scopes operands, oldest first,
 * `limit` (default 100) per page. A project's clients are its own services, a handful, so they are
 * filtered here rather than in SQL.
 */
export async function searchM2MClients(call: M2MCall, request: SearchRequest) {
  const rows = await listM2MClients(call.deps.db, call.c.get('project').projectId);
  const query = request.query;
  const found =
    query && query.operands.length > 0
      ? rows.filter((row) =>
          query.operator === 'AND'
            ? query.operands.every((operand) => matches(row, operand))
            : query.operands.some((operand) => matches(row, operand)),
        )
      : rows;
  const start = request.cursor ? decodeCursor(request.cursor) : 0;
  const limit = request.limit ?? 100;
  const page = found.slice(start, start + limit);
  const nextStart = start + page.length;
  return {
    m2m_clients: page.map(toM2MClient),
    results_metadata: {
      total: found.length,
      ...(nextStart < found.length ? { next_cursor: encodeCursor(nextStart) } : {}),
    },
  };
}
