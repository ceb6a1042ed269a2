import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Foyer's metrics, in one registry per process (not prom-client's global one, so nothing a host
 * process registers mixes in). Every name starts with `foyer_` and carries its unit; labels take
 * values from fixed sets (route templates, methods, channels, limit names), never ids or tokens.
 * docs/operations.md lists them.
 */
export const registry = new Registry();

// The process metrics (CPU, memory, heap, event-loop lag, handles, GC), with Foyer's prefix.
collectDefaultMetrics({ register: registry, prefix: 'foyer_' });
// Three of them are gauges named `_total`, which Prometheus' linter (promtool check metrics) refuses;
// `foyer_nodejs_active_resources{type}` (also a default) counts the same things by type.
for (const name of ['active_handles', 'active_requests', 'active_resources']) {
  registry.removeSingleMetric(`foyer_nodejs_${name}_total`);
}

/** Seconds from a request's arrival to its answer's headers; its `_count` is the request count. */
export const httpRequestDuration = new Histogram({
  name: 'foyer_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status: duration until the answer, in seconds',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const signIns = new Counter({
  name: 'foyer_sign_ins_total',
  help: 'Sign-in attempts by method and result (success, failure, refused, error)',
  labelNames: ['method', 'result'] as const,
  registers: [registry],
});

export const signUps = new Counter({
  name: 'foyer_sign_ups_total',
  help: 'Account creations by a sign-up-only route, by method and result (the login_or_create routes count as sign-ins)',
  labelNames: ['method', 'result'] as const,
  registers: [registry],
});

export const sends = new Counter({
  name: 'foyer_sends_total',
  help: 'Messages handed to delivery by channel (email, sms, whatsapp) and result (sent, failed; queued email also retry, expired)',
  labelNames: ['channel', 'result'] as const,
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'foyer_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit or the admission budget, by limit',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const cpuPoolQueueDepth = new Gauge({
  name: 'foyer_cpu_pool_queue_depth_tasks',
  help: 'Tasks admitted to a CPU worker pool (password hashing, strength scoring) and not yet finished',
  labelNames: ['pool'] as const,
  registers: [registry],
});

export const cpuPoolRefusals = new Counter({
  name: 'foyer_cpu_pool_refusals_total',
  help: 'Tasks a full CPU worker pool refused (answered 503 server_busy)',
  labelNames: ['pool'] as const,
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'foyer_db_query_duration_seconds',
  help: 'Database statements by engine and outcome (ok, error): duration in seconds',
  labelNames: ['engine', 'outcome'] as const,
  buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [registry],
});

/** Read when scraped: what each open database's pool holds now (PostgreSQL; SQLite has no pool). */
const poolSources = new Set<() => { total: number; idle: number; waiting: number }>();
export const dbPoolConnections = new Gauge({
  name: 'foyer_db_pool_connections',
  help: 'PostgreSQL pool connections by state (open, idle, waiting: callers queued for a connection)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const read of poolSources) {
      const { total, idle, waiting } = read();
      this.inc({ state: 'open' }, total);
      this.inc({ state: 'idle' }, idle);
      this.inc({ state: 'waiting' }, waiting);
    }
  },
});

/** Adds a pool to `foyer_db_pool_connections`; the function returned removes it (on close). */
export function watchDbPool(read: () => { total: number; idle: number; waiting: number }): () => void {
  poolSources.add(read);
  return () => poolSources.delete(read);
}

/** Read when scraped: when the key that signs session JWTs was made (epoch ms), from the database. */
const keySources = new Set<() => Promise<number | null>>();
export const signingKeyAge = new Gauge({
  name: 'foyer_signing_key_age_seconds',
  help: 'Age of the key that signs session JWTs, in seconds (foyer keys rotate makes a new one)',
  registers: [registry],
  // Every worker reads the same database: a cluster scrape shows the value once, not summed.
  aggregator: 'max',
  async collect() {
    this.reset();
    for (const read of keySources) {
      const createdAt = await read().catch(() => null);
      if (createdAt !== null) this.set((Date.now() - createdAt) / 1000);
    }
  },
});

/** Adds the signing key's birth to `foyer_signing_key_age_seconds`; the function returned removes it. */
export function watchSigningKey(read: () => Promise<number | null>): () => void {
  keySources.add(read);
  return () => keySources.delete(read);
}

/** Read when scraped: the durable queue's jobs by kind and state (store/queue-stats.ts), from the database. */
type QueueRead = () => Promise<{ kind: string; status: string; jobs: number; oldestCreatedAt: number }[]>;
const queueSources = new Set<QueueRead>();
async function readQueues() {
  const all = [];
  for (const read of queueSources) all.push(...(await read().catch(() => [])));
  return all;
}
export const queueJobs = new Gauge({
  name: 'foyer_queue_jobs',
  help: 'Jobs in the durable queue by kind (email, sms, webhook.deliver) and status (pending: waiting or between retries, running, failed: gave up)',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
  // Every worker reads the same database: a cluster scrape shows each value once, not summed.
  aggregator: 'max',
  async collect() {
    this.reset();
    for (const stat of await readQueues()) this.set({ kind: stat.kind, status: stat.status }, stat.jobs);
  },
});
export const queueOldestAge = new Gauge({
  name: 'foyer_queue_oldest_age_seconds',
  help: 'Age of the oldest job not yet delivered (pending or running) per kind, in seconds',
  labelNames: ['kind'] as const,
  registers: [registry],
  aggregator: 'max',
  async collect() {
    this.reset();
    const oldest = new Map<string, number>();
    for (const stat of await readQueues()) {
      if (stat.status === 'failed') continue;
      oldest.set(stat.kind, Math.min(oldest.get(stat.kind) ?? Number.POSITIVE_INFINITY, stat.oldestCreatedAt));
    }
    for (const [kind, createdAt] of oldest) this.set({ kind }, Math.max(0, (Date.now() - createdAt) / 1000));
  },
});

export const queueAttempts = new Counter({
  name: 'foyer_queue_attempts_total',
  help: 'Attempts of durable queue jobs by kind (email, sms, webhook.deliver) and outcome (ok, retry: failed and will be retried, failed: gave up)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

/** Adds a database's queue to `foyer_queue_jobs` and `foyer_queue_oldest_age_seconds`; the function returned removes it. */
export function watchQueue(read: QueueRead): () => void {
  queueSources.add(read);
  return () => queueSources.delete(read);
}
