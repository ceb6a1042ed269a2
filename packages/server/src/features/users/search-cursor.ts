import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../errors/api-error.ts';
import type { SearchPosition } from '../../store/user-search.ts';

/**
 * A search's next_cursor: where the page ended (created_at, user_id) and an HMAC over it and the
 * query, keyed by the project's secret hash (a value only the server holds). A cursor is therefore
 * opaque to change: an edited one, another project's, or one from a different query is refused.
 */
export function encodeSearchCursor(position: SearchPosition, key: string, query: string): string {
  const payload = Buffer.from(JSON.stringify([position.createdAt, position.userId])).toString('base64url');
  return `${payload}.${sign(payload, key, query)}`;
}

/**
 * The position a cursor names, after checking its HMAC in constant time.
 * @throws ApiError invalid_search_cursor
 */
export function decodeSearchCursor(cursor: string, key: string, query: string): SearchPosition {
  const [payload, mac, ...rest] = cursor.split('.');
  if (payload === undefined || mac === undefined || rest.length > 0) throw new ApiError('invalid_search_cursor');
  const expected = Buffer.from(sign(payload, key, query));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError('invalid_search_cursor');
  const position: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (
    !Array.isArray(position) ||
    position.length !== 2 ||
    !Number.isSafeInteger(position[0]) ||
    typeof position[1] !== 'string'
  ) {
    throw new ApiError('invalid_search_cursor');
  }
  return { createdAt: position[0] as number, userId: position[1] };
}

function sign(payload: string, key: string, query: string): string {
  return createHmac('sha256', key).update(`users-search-cursor\n${query}\n${payload}`).digest('base64url');
}
