import { AuthenticateResponse, ErrorResponse, OkResponse } from '@foyer/protocol';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

const errorContent = { 'application/json': { schema: ErrorResponse } };

/**
 * A POST route with a JSON body, its success schema and the error schema, tagged for the API
 * reference. Keeps route declarations to the parts that differ.
 */
export function jsonRoute<Body extends ZodType, Response extends ZodType>(options: {
  method?: 'post' | 'put' | 'delete' | 'get';
  path: string;
  tag: string;
  summary: string;
  body?: Body;
  response: Response;
  params?: RouteConfig['request'] extends infer R ? (R extends { params?: infer P } ? P : never) : never;
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
  }) as ReturnType<typeof createRoute> & { method: typeof method; path: typeof path };
}

export { AuthenticateResponse, OkResponse };
