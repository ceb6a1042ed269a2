import { AuthenticateResponse, ErrorResponse, OkResponse } from '@foyer/protocol';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

const errorContent = { 'application/json': { schema: ErrorResponse } };

/**
 * A POST route with a JSON body, its success schema and the error schema, tagged for the API
 * reference. Keeps route declarations to the parts that differ.
 */
export function jsonRoute<
  Path extends string,
  Response extends ZodType,
  Body extends ZodType | undefined = undefined,
  Params extends RouteParams = undefined,
>(options: {
  method?: 'post' | 'put' | 'delete' | 'get';
  path: Path;
  tag: string;
  summary: string;
  body?: Body;
  response: Response;
  params?: Params;
}) {
  const { method = 'post', path, tag, summary, body, response, params } = options;
  return createRoute({
    method,
    path,
    tags: [tag],
    summary,
    request: {
      ...(params ? { params } : {}),
      ...(body ? { body: { content: { 'application/json': { schema: body } }, required: true } } : {}),
    },
    responses: {
      200: { description: 'Success', content: { 'application/json': { schema: response } } },
      400: { description: 'Invalid request', content: errorContent },
      401: { description: 'Not authorized', content: errorContent },
      403: { description: 'Origin or product not allowed', content: errorContent },
      404: { description: 'Not found', content: errorContent },
      429: { description: 'Rate limited', content: errorContent },
    },
  }) as unknown as TypedJsonRoute<Path, Body, Response, Params>;
}

type RouteParams = NonNullable<RouteConfig['request']>['params'];

/**
 * What jsonRoute returns, typed precisely enough that `c.req.valid('json')` / `('param')` and
 * `c.json(...)` in handlers see the route's own schemas (the wider createRoute type erases them).
 */
type TypedJsonRoute<Path extends string, Body, Response, P> = Omit<RouteConfig, 'request' | 'responses'> & {
  method: 'post' | 'put' | 'delete' | 'get';
  path: Path;
  request: (undefined extends Body
    ? object
    : { body: { content: { 'application/json': { schema: Body } }; required: true } }) &
    (undefined extends P ? object : { params: P });
  responses: { 200: { description: string; content: { 'application/json': { schema: Response } } } };
  getRoutingPath(): string;
};

export { AuthenticateResponse, OkResponse };
