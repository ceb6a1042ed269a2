import type { NotFoundHandler } from 'hono';
import { ApiError } from '../errors/api-error.ts';
import type { AppEnv } from './env.ts';
import { errorResponse } from './error-handler.ts';

/** A route as Hono lists it in `app.routes`; `ALL` marks middleware, which names no method. */
interface RouteEntry {
  method: string;
  path: string;
}

/** `/users/:user_id` → a pattern matching one path segment per parameter (`:id{re}` keeps its re). */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:[\w-]+(?:\{[^}]+\})?)/)
    .map((part) => {
      if (part.startsWith(':')) return `(?:${part.match(/\{([^}]+)\}/)?.[1] ?? '[^/]+'})`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * The app's not-found answer, telling a wrong method on a known path apart from an unknown path:
 * `POST /sdk/v1/users/me` answers 405 method_not_allowed with an `Allow` header naming the methods
 * that path takes (RFC 9110 §15.5.6); a path no route has answers 404 not_found. `routes` is read
 * on each miss, so routes added after the handler is set count.
 */
export function notFoundOrWrongMethod(routes: () => readonly RouteEntry[]): NotFoundHandler<AppEnv> {
  let compiled: { count: number; entries: { method: string; pattern: RegExp }[] } | null = null;
  return (c) => {
    const all = routes();
    if (compiled?.count !== all.length) {
      const entries = all
        // Middleware (ALL) and catch-alls (the demo site's GET *) name no path of their own.
        .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
        .map((route) => ({ method: route.method, pattern: pathPattern(route.path) }));
      compiled = { count: all.length, entries };
    }
    const allowed = [
      ...new Set(compiled.entries.filter((e) => e.pattern.test(c.req.path)).map((e) => e.method)),
    ].sort();
    if (allowed.length === 0 || allowed.includes(c.req.method)) return errorResponse(c, new ApiError('not_found'));
    const allow = allowed.join(', ');
    c.header('Allow', allow);
    return errorResponse(
      c,
      new ApiError('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}; use ${allow}.`),
    );
  };
}
