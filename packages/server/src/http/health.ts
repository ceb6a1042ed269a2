import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import { migrations } from '../store/migrations/index.ts';
import type { AppEnv } from './env.ts';
import { errorResponse } from './error-handler.ts';
import { ok } from './ok.ts';

/**
 * `GET /healthz`: the process is up and answers HTTP (a liveness probe; touches nothing else).
 * `GET /readyz`: the database answers and every migration is applied (a readiness probe); 503
 * `server_not_ready` with the reason in words otherwise. Neither counts against any rate limit.
 */
export function healthRoutes(deps: Pick<AppDeps, 'db' | 'log'>) {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => ok(c, { status: 'ok' }));
  app.get('/readyz', async (c) => {
    const problem = await readinessProblem(deps);
    if (problem) return errorResponse(c, new ApiError('server_not_ready', `The server is not ready: ${problem}.`));
    return ok(c, { status: 'ready' });
  });
  return app;
}

/**
 * How long /readyz waits for its own query. A stalled database must make the probe fail, not
 * hang it: a balancer's probe gives up after its own timeout and learns nothing from a hang.
 */
export const READINESS_DEADLINE_MS = 2_000;

/** What keeps the server from answering requests, in words; null when nothing does. */
async function readinessProblem({ db, log }: Pick<AppDeps, 'db' | 'log'>): Promise<string | null> {
  let applied: Set<string>;
  try {
    // Kysely's own record of applied migrations: reading it also proves the database answers.
    const rows = await withDeadline(sql<{ name: string }>`select name from kysely_migration`.execute(db));
    applied = new Set(rows.rows.map((row) => row.name));
  } catch (error) {
    // The cause (a host name, a driver message) goes to the log, not to whoever asked.
    log(`Readiness check: the database does not answer: ${(error as Error).message}`);
    return error instanceof DeadlinePassed
      ? `the database did not answer within ${READINESS_DEADLINE_MS / 1000} s`
      : 'the database does not answer';
  }
  const pending = Object.keys(migrations).filter((name) => !applied.has(name));
  return pending.length > 0 ? `database migrations not applied: ${pending.join(', ')}` : null;
}

class DeadlinePassed extends Error {}

/** `work`, or a DeadlinePassed after READINESS_DEADLINE_MS (the query itself is bounded by its own timeout). */
function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DeadlinePassed(`no answer within ${READINESS_DEADLINE_MS} ms`)),
      READINESS_DEADLINE_MS,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
