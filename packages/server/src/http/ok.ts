import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './env.ts';

/** What every success answer starts with. */
type Envelope = { status_code: number; request_id: string };

/** The answer of {@link ok}, typed with its body as `c.json` types it. */
type OkAnswer<Body> = Response & TypedResponse<JSONParsed<Envelope & Body>, 200, 'json'>;

/**
 * The success answer of every JSON route: status 200 with `{ status_code: 200, request_id, ...body }`.
 * Its type carries the body, so OpenAPIHono still checks what a handler answers against the route's
 * response schema.
 *
 * @example
 * return ok(c, { user });
 */
// Two signatures: with one optional generic body, TypeScript would infer the body from the route's
// response type and let `ok(c)` pass where fields are required.
export function ok(c: Context<AppEnv>): OkAnswer<object>;
export function ok<Body extends object>(c: Context<AppEnv>, body: Body): OkAnswer<Body>;
export function ok(c: Context<AppEnv>, body: object = {}): OkAnswer<object> {
  return c.json({ status_code: 200, request_id: c.get('requestId'), ...body }, 200);
}
