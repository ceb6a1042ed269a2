import { ErrorResponse } from '@foyer/protocol';
import type { ErrorType } from '@foyer/protocol/errors';
import {
  BACKEND_PATHS,
  type BackendPathKey,
  type PathParamNames,
  SDK_PATHS,
  type SdkPathKey,
} from '@foyer/protocol/paths';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

/** The OpenAPI extension field that lists the error types an operation can answer with. */
export const ERROR_TYPES_EXTENSION = 'x-error-types';

type Method = 'post' | 'put' | 'delete' | 'get';

/**
 * What a route declares beyond its wire path. `params` is required exactly when the path has
 * `{names}`, and must parse an object with those names.
 */
export type RouteOptions<Path extends string, Body, Response extends ZodType, Params> = {
  /** Defaults to post. */
  method?: Method;
  /** The API reference groups operations by tag. */
  tag: string;
  summary: string;
  body?: Body;
  response: Response;
  /** The catalogue's error types the handler can answer with; the API reference lists them. */
  errors: readonly ErrorType[];
} & ([PathParamNames<Path>] extends [never] ? { params?: undefined } : { params: Params });

type RouteParams = NonNullable<NonNullable<RouteConfig['request']>['params']>;

/** A path-parameter schema (an object, as OpenAPIHono wants) whose output names every `{name}` of the path. */
type ParamsFor<Path extends string> = RouteParams & ZodType<{ [Name in PathParamNames<Path>]: string }>;

/**
 * A JSON route of the SDK API (mounted under /sdk/v1) at the wire path `SDK_PATHS[key]`.
 *
 * @example
 * const revoke = sdkRoute('sessionsRevoke', {
 *   tag: 'Sessions', summary: 'Signs the caller out', body: SessionsRevokeRequest, response: OkResponse,
 *   errors: ['missing_session', 'session_not_found'],
 * });
 */
export function sdkRoute<
  Key extends SdkPathKey,
  Response extends ZodType,
  Body extends ZodType | undefined = undefined,
  Params extends ParamsFor<(typeof SDK_PATHS)[Key]> | undefined = undefined,
>(key: Key, options: RouteOptions<(typeof SDK_PATHS)[Key], Body, Response, Params>) {
  return jsonRoute(SDK_PATHS[key], options);
}

/**
 * The SDK route `key` as a Hono path pattern relative to the SDK sub-app (`{name}` → `:name`), for
 * middleware that belongs to one route: `sdk.use(sdkRoutePattern('bootstrap'), …)`. Keyed on the
 * route table, so no middleware matches request paths by hand.
 */
export function sdkRoutePattern(key: SdkPathKey): string {
  return SDK_PATHS[key].replace(/\{(\w+)\}/g, ':$1');
}

/** A JSON route of the backend API (mounted under /v1) at the wire path `BACKEND_PATHS[key]`. */
export function backendRoute<
  Key extends BackendPathKey,
  Response extends ZodType,
  Body extends ZodType | undefined = undefined,
  Params extends ParamsFor<(typeof BACKEND_PATHS)[Key]> | undefined = undefined,
>(key: Key, options: RouteOptions<(typeof BACKEND_PATHS)[Key], Body, Response, Params>) {
  return jsonRoute(BACKEND_PATHS[key], options);
}

const errorContent = { 'application/json': { schema: ErrorResponse } };

function jsonRoute<
  Path extends string,
  Response extends ZodType,
  Body extends ZodType | undefined,
  Params extends RouteParams | undefined,
>(path: Path, options: RouteOptions<Path, Body, Response, Params>): TypedRoute<Path, Body, Response, Params> {
  const { method = 'post', tag, summary, body, response, params, errors } = options;
  const route = createRoute({
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
  });
  // Status codes alone do not tell a reader which of the catalogue's errors to expect.
  // A cast, honestly: tsc cannot resolve TypedRoute's conditional types while Body and Params are unbound.
  return { ...route, [ERROR_TYPES_EXTENSION]: errors } as TypedRoute<Path, Body, Response, Params>;
}

/**
 * What the helpers return, typed precisely enough that `c.req.valid('json')` / `('param')` and the
 * handler's answer are checked against the route's own schemas (createRoute's wider type erases them).
 */
type TypedRoute<Path extends string, Body, Response, Params> = Omit<RouteConfig, 'request' | 'responses'> & {
  method: Method;
  path: Path;
  request: (undefined extends Body
    ? object
    : { body: { content: { 'application/json': { schema: Body } }; required: true } }) &
    (undefined extends Params ? object : { params: Params });
  responses: { 200: { description: string; content: { 'application/json': { schema: Response } } } };
  getRoutingPath(): string;
  [ERROR_TYPES_EXTENSION]: readonly ErrorType[];
};
