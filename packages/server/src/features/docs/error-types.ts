import type { ErrorType } from '@foyer/protocol/errors';

/** The OpenAPI extension field that lists the error types an operation can answer with. */
export const ERROR_TYPES_EXTENSION = 'x-error-types';

/**
 * Annotates a route (from `jsonRoute` or `createRoute`) with the error types its handler throws, so
 * the API reference at /docs can list them. Status codes alone do not tell a reader which of the
 * catalogue's errors to expect.
 *
 * @example
 * const revoke = withErrorTypes(jsonRoute({ ... }), ['missing_session', 'session_not_found']);
 */
export function withErrorTypes<Route extends object>(
  route: Route,
  types: readonly ErrorType[],
): Route & { [ERROR_TYPES_EXTENSION]: readonly ErrorType[] } {
  return { ...route, [ERROR_TYPES_EXTENSION]: types };
}
