import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { scrapeMetrics } from '../../metrics/cluster-scrape.ts';
import { registry } from '../../metrics/registry.ts';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * GET /metrics: Prometheus' text format, for a scraper that sends `Authorization: Bearer
 * <FOYER_METRICS_TOKEN>`. Without the token configured the route does not exist (404, like any
 * unknown path); a missing or wrong token is 401. The token is compared as SHA-256 digests in
 * constant time, so neither its length nor its prefix leaks through timing.
 */
export function metricsRoutes(deps: AppDeps) {
  const token = deps.config.metricsToken ?? null;
  const expected = token === null ? null : digest(token);
  return new Hono<AppEnv>().get(METRICS_PATH, async (c) => {
    if (expected === null) throw new ApiError('not_found');
    const presented = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(presented), expected)) {
      throw new ApiError('unauthorized_credentials', undefined, {
        headers: { 'WWW-Authenticate': 'Bearer realm="foyer-metrics"' },
      });
    }
    return c.body(await scrapeMetrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
