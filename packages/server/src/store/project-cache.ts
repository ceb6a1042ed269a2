import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Project } from './project-row.ts';
import type { Database } from './schema.ts';

/**
 * How long a looked-up project is reused. Every SDK and backend call resolves its project, and
 * reading the row and validating its settings was a fifth of a session authenticate (CPU profile).
 * Projects change only through upsertProject, which clears this process's entries at once; other
 * instances behind the same database pick a change up within this many milliseconds.
 */
export const PROJECT_CACHE_TTL_MS = 5_000;

interface Entry {
  project: Promise<Project | null>;
  expiresAt: number;
}

// Per database, so test apps on separate databases never share entries.
const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();
const MAX_ENTRIES = 1_000;

/**
 * The cached answer of `load` for `key`, or a fresh one. Misses (null) are cached too, briefly, so
 * a flood of unknown public tokens costs one query per token per TTL rather than one per request;
 * the cap keeps such a flood from growing memory. Time is the injected clock's, so tests see expiry.
 */
export function cachedProject(
  db: Kysely<Database>,
  clock: Clock,
  key: string,
  load: () => Promise<Project | null>,
): Promise<Project | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = clock.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.project;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const project = load();
  cache.set(key, { project, expiresAt: now + PROJECT_CACHE_TTL_MS });
  // A failed lookup (database down) must not be remembered.
  project.catch(() => cache.delete(key));
  return project;
}

/** Forgets every cached project of `db`: called whenever a project is written. */
export function forgetCachedProjects(db: Kysely<Database>): void {
  caches.get(db)?.clear();
}
