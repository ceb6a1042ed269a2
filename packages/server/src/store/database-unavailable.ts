/**
 * Whether an error means the database could not be reached or did not answer in time (a restart,
 * a failover, a stall, a full pool), as opposed to a fault in Foyer or in a statement. Such a
 * request is worth retrying in a moment: it is answered 503 `server_not_ready` with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, message } = e as Error & { code?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** How long a client is told to wait (Retry-After): a restart or failover takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * SQLSTATEs of a server going away or refusing for now: 08xxx connection exceptions, 53300 too many
 * connections, 57014 statement timeout, 57P01-57P03 admin shutdown, crash shutdown, starting up.
 */
const UNAVAILABLE_SQLSTATES = /^(08...|53300|57014|57P0[123])$/;

/** What node-postgres and its pool say (as plain Errors, without a code) when a connection fails. */
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
];
