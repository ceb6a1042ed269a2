import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { validationHook } from '../../http/validation.ts';
import { countActiveSessions, dayOf, readAuthActivity } from '../../store/auth-activity.ts';
import { adminRoute } from './admin-route.ts';
import { requireProject } from './project-routes.ts';
import type { RouteTable } from './route-table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const OverviewQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(30)
    .openapi({ description: 'How many UTC days, today included (1 to 90; 30 by default)' }),
});

type Counts = Record<string, number>;
const add = (counts: Counts, key: string, n: number) => {
  counts[key] = (counts[key] ?? 0) + n;
};

/** GET /projects/{project_id}/overview: what the console's Overview draws, read from the database. */
export function adminOverviewRoutes(deps: AppDeps, table: RouteTable) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const route = adminRoute(table, {
    method: 'get',
    path: '/projects/{project_id}/overview',
    requirement: 'read',
    tag: 'Admin: projects',
    summary:
      'A project’s last days, the same on every instance: sign-ins and sign-ups per UTC day by method, failures per day by reason (error_type), totals, and the sessions live now',
    params: z.object({ project_id: z.string() }),
    query: OverviewQuery,
    errors: ['admin_credentials_required', 'operator_permission_denied', 'project_not_found', 'bad_request'],
  });
  app.openapi(route, async (c) => {
    const project = await requireProject(deps, c.req.valid('param').project_id);
    const { days } = c.req.valid('query');
    const now = deps.clock.now();
    const dayList = Array.from({ length: days }, (_, i) => dayOf(now - (days - 1 - i) * DAY_MS));
    const rows = await readAuthActivity(deps.db, project.projectId, dayList[0] as string, dayOf(now));
    // Every day of the period, zeros included, so a chart needs no gap-filling.
    const perDay = new Map(
      dayList.map((day) => [day, { day, sign_ins: {} as Counts, sign_ups: {} as Counts, failures: {} as Counts }]),
    );
    const totals = { sign_ins: {} as Counts, sign_ups: {} as Counts, failures: {} as Counts };
    for (const row of rows) {
      const entry = perDay.get(row.day);
      if (!entry) continue;
      const n = Number(row.count);
      const [bucket, key] =
        row.kind === 'failure'
          ? (['failures', row.reason] as const)
          : ([row.kind === 'sign_up' ? 'sign_ups' : 'sign_ins', row.method] as const);
      add(entry[bucket], key, n);
      add(totals[bucket], key, n);
    }
    return ok(c, {
      project_id: project.projectId,
      period: { from: dayList[0], to: dayOf(now), days },
      days: [...perDay.values()],
      totals,
      active_sessions: await countActiveSessions(deps.db, project.projectId, now),
    });
  });
  return app;
}
