import { ErrorResponse } from '@foyer/protocol';
import type { ErrorType } from '@foyer/protocol/errors';
import { createRoute, z } from '@hono/zod-openapi';
import type { ZodObject, ZodType } from 'zod';
import { ERROR_TYPES_EXTENSION } from '../../http/route.ts';
import type { Requirement, RouteTable } from './route-table.ts';

/** Every admin answer: the envelope, then the route's own fields (described per route by its summary). */
export const AdminAnswer = z.object({ status_code: z.number(), request_id: z.string() }).loose();

const errorContent = { 'application/json': { schema: ErrorResponse } };

type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * An admin API route: its OpenAPI description, and its entry in the route table the guard checks
 * (`requirement`). A route is only reachable through this helper, so none lacks a requirement.
 */
export function adminRoute<
  P extends string,
  Body extends ZodType | undefined = undefined,
  Params extends ZodObject | undefined = undefined,
  Query extends ZodObject | undefined = undefined,
>(
  table: RouteTable,
  options: {
    method: Method;
    path: P;
    requirement: Requirement;
    summary: string;
    tag: string;
    body?: Body;
    params?: Params;
    query?: Query;
    errors: readonly ErrorType[];
  },
) {
  const { method, path, requirement, summary, tag, body, params, query, errors } = options;
  table.add(method, path, requirement);
  const route = createRoute({
    method,
    path,
    tags: [tag],
    summary,
    description: `Needs the \`${requirement}\` permission (docs/console.md#roles).`,
    request: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...(body ? { body: { content: { 'application/json': { schema: body } }, required: true } } : {}),
    },
    responses: {
      200: { description: 'Success', content: { 'application/json': { schema: AdminAnswer } } },
      400: { description: 'Invalid request', content: errorContent },
      401: {
        description: 'No operator: no, an unknown or a revoked admin token or console session',
        content: errorContent,
      },
      403: {
        description: 'The operator’s role does not allow this, or the console’s CSRF token is wrong',
        content: errorContent,
      },
      404: { description: 'Not found', content: errorContent },
      409: { description: 'Conflict', content: errorContent },
    },
  });
  return { ...route, [ERROR_TYPES_EXTENSION]: errors } as typeof route & {
    request: (undefined extends Body
      ? object
      : { body: { content: { 'application/json': { schema: Body } }; required: true } }) &
      (undefined extends Params ? object : { params: Params }) &
      (undefined extends Query ? object : { query: Query });
  };
}
