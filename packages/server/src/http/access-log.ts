/** How log lines are written: one JSON object per line (for log collectors), or text for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * `FOYER_LOG_FORMAT` (`json` or `pretty`) when set; otherwise JSON when `NODE_ENV=production`,
 * text for a person at a terminal.
 */
export function logFormatFromEnv(env: NodeJS.ProcessEnv): LogFormat {
  const chosen = env.FOYER_LOG_FORMAT?.trim();
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  if (chosen) throw new Error(`FOYER_LOG_FORMAT must be json or pretty, got ${chosen}`);
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/** One answered request. Only the path: a query string may carry a token, and bodies never appear. */
export interface AccessLogEntry {
  requestId: string | null;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

/** Where the server's lines go, in one format. */
export interface LogWriter {
  /** A line about the process (started, stopped). */
  info(message: string): void;
  /**
   * A line from the server's own code (`AppDeps.log`): something a person should look at; at level
   * `error` when something was lost (an email that never left).
   */
  warn(message: string, level?: 'warn' | 'error'): void;
  /** One line per answered request. */
  access(entry: AccessLogEntry): void;
}

/** A writer of `format` lines to `write` (stdout in the CLI), timestamps from `now`. */
export function createLogWriter(
  format: LogFormat,
  write: (line: string) => void,
  now: () => Date = () => new Date(),
): LogWriter {
  const json = (record: Record<string, unknown>) => write(JSON.stringify({ time: now().toISOString(), ...record }));
  if (format === 'json') {
    return {
      info: (message) => json({ level: 'info', msg: message }),
      warn: (message, level = 'warn') => json({ level, msg: message }),
      access: (entry) =>
        json({
          level: levelOf(entry.status),
          request_id: entry.requestId,
          method: entry.method,
          path: entry.path,
          status: entry.status,
          duration_ms: entry.durationMs,
        }),
    };
  }
  return {
    info: write,
    warn: (message) => write(message),
    access: (entry) =>
      write(
        `${now().toISOString().slice(11, 23)} ${entry.method} ${entry.path} ${entry.status} ${entry.durationMs}ms ${entry.requestId ?? ''}`.trimEnd(),
      ),
  };
}

function levelOf(status: number): 'info' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  return status >= 400 ? 'warn' : 'info';
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * Wraps the app's fetch so each answered request is logged once, with the request id the app put
 * in `X-Request-Id`. The duration runs until the answer's headers are ready.
 */
export function withAccessLog<F extends Fetch>(fetch: F, log: (entry: AccessLogEntry) => void): F {
  const logged = async (request: Request, ...rest: never[]) => {
    const started = performance.now();
    const response = await fetch(request, ...rest);
    log({
      requestId: response.headers.get('x-request-id'),
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
    return response;
  };
  return logged as F;
}
