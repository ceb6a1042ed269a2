import autocannon from 'autocannon';

/** One endpoint under load: how each request is built. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Headers and body of the next request (called once per request, so bodies can rotate). */
  next: () => { headers: Record<string, string>; body?: string };
}

/** One run's figures: throughput, latency percentiles (ms) and failures. */
export interface Measured {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** How many answers had each HTTP status, e.g. { 200: 120, 503: 4000 }. */
  statusCodes: Record<string, number>;
}

/** Runs one bounded autocannon run against `baseUrl` (loopback only) and summarises it. */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  options: {
    durationSeconds: number;
    connections: number;
    overallRate?: number;
    /** A request unanswered this long counts as an error (autocannon's default: 10 s). */
    timeoutSeconds?: number;
  },
): Promise<Measured> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(baseUrl)) throw new Error('The bench only loads loopback servers');
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    // Requests per second over all connections; unset: as fast as the server answers.
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(options.timeoutSeconds ? { timeout: options.timeoutSeconds } : {}),
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        setupRequest: (request) => {
          const { headers, body } = scenario.next();
          return { ...request, headers: { ...request.headers, ...headers }, ...(body ? { body } : {}) };
        },
      },
    ],
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats?.count ?? 0]),
    ),
  };
}

/** Basic credentials as the SDK and host backends send them. */
export function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
