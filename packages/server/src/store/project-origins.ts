import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { isAuthorizedOrigin } from '../config/local-origins.ts';
import { PROJECT_CACHE_TTL_MS } from './project-cache.ts';
import type { Database } from './schema.ts';

interface Entry {
  origins: Promise<string[]>;
  expiresAt: number;
}

// Per database, as project-cache.ts: test apps on separate databases never share entries.
const caches = new WeakMap<Kysely<Database>, Entry>();

/** Every live project's authorized_origins entries (exact origins, and the development project's patterns). */
function authorizedOrigins(db: Kysely<Database>, clock: Clock): Promise<string[]> {
  const now = clock.now();
  const hit = caches.get(db);
  if (hit && hit.expiresAt > now) return hit.origins;
  const origins = db
    .selectFrom('projects')
    .select('settings')
    .where('retired_at', 'is', null)
    .execute()
    .then((rows) =>
      rows.flatMap((row) => {
        const origins = (JSON.parse(row.settings) as { authorized_origins?: unknown }).authorized_origins;
        return Array.isArray(origins) ? origins.filter((entry): entry is string => typeof entry === 'string') : [];
      }),
    );
  caches.set(db, { origins, expiresAt: now + PROJECT_CACHE_TTL_MS });
  origins.catch(() => caches.delete(db));
  return origins;
}

/**
 * Whether some live project authorizes `origin`: what a CORS preflight, which carries no public
 * token, can know. The request itself is then checked against its own project (http/cors.ts).
 */
export async function someProjectAuthorizes(
  db: Kysely<Database>,
  clock: Clock,
  origin: string,
  mode: 'development' | 'production',
): Promise<boolean> {
  return isAuthorizedOrigin(origin, await authorizedOrigins(db, clock), mode);
}
