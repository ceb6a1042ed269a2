import type { Permission } from './roles.ts';

/** Where the admin API is mounted. */
export const ADMIN_PREFIX = '/admin/v1';

/** A route's requirement: a permission, or 'public' for the one call that has no operator yet (an invite's redemption). */
export type Requirement = Permission | 'public';

interface Entry {
  method: string;
  /** The path under ADMIN_PREFIX, `{name}` for parameters. */
  path: string;
  requirement: Requirement;
  pattern: RegExp;
  params: string[];
}

/**
 * The one table of admin route → requirement. Every route is added here as it is registered
 * (admin-route.ts, and the backend routes the admin API mirrors per project); the guard looks each
 * request up in it and refuses a route it does not find, so a route without an entry fails closed.
 */
export class RouteTable {
  readonly entries: Entry[] = [];

  add(method: string, path: string, requirement: Requirement): void {
    const normalized = path.replace(/:(\w+)/g, '{$1}');
    // Hono lists a route once per handler (validators included): one entry each.
    if (this.entries.some((entry) => entry.method === method.toUpperCase() && entry.path === normalized)) return;
    const params: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1] ?? /^:(\w+)$/.exec(segment)?.[1];
        if (!name) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        params.push(name);
        return '([^/]+)';
      })
      .join('/');
    this.entries.push({
      method: method.toUpperCase(),
      path: normalized,
      requirement,
      pattern: new RegExp(`^${source}/?$`),
      params,
    });
  }

  /** The entry of a request (path under ADMIN_PREFIX), a static segment winning over a parameter; null when none. */
  match(method: string, path: string): { entry: Entry; params: Record<string, string> } | null {
    let best: { entry: Entry; params: Record<string, string> } | null = null;
    for (const entry of this.entries) {
      if (entry.method !== method.toUpperCase()) continue;
      const found = entry.pattern.exec(path);
      if (!found) continue;
      if (best && best.entry.params.length <= entry.params.length) continue;
      best = {
        entry,
        params: Object.fromEntries(entry.params.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')])),
      };
    }
    return best;
  }
}
