import { intSetting } from './int-setting.ts';

/**
 * How long a client may take to send a request, and how many connections one client address may
 * hold open: a slow client (headers or a body sent a byte at a time) otherwise keeps a socket, and
 * its memory, for Node's 5 minutes, and 150 of them from one address were all still open at 75 s.
 */
export interface ConnectionSettings {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included (at most 64 KB), must arrive within this. */
  requestTimeoutMs: number;
  /**
   * Open connections per client address (IPv6: per /64); more are closed at once. Trusted proxies
   * (`FOYER_TRUSTED_PROXIES`) are not capped: every connection through them comes from them, so
   * the proxy is the place to cap its own clients (nginx `limit_conn`).
   */
  perClient: number;
}

/**
 * The defaults: a browser sends its headers in one packet and a sign-in body is a few hundred bytes,
 * so 10 s and 30 s leave a phone on a bad network plenty of room; a browser opens at most 6
 * connections to a host, so 100 leaves room for an office behind one address.
 */
export const DEFAULT_CONNECTION_SETTINGS: ConnectionSettings = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  perClient: 100,
};

/** The variable of each setting. */
export const CONNECTION_VARIABLES: Record<keyof ConnectionSettings, string> = {
  headersTimeoutMs: 'FOYER_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'FOYER_REQUEST_TIMEOUT_MS',
  perClient: 'FOYER_CONNECTIONS_PER_CLIENT',
};

/** The settings from the environment; a request timeout shorter than the headers' is refused. */
export function connectionSettingsFromEnv(env: NodeJS.ProcessEnv): ConnectionSettings {
  const d = DEFAULT_CONNECTION_SETTINGS;
  const settings = {
    headersTimeoutMs: intSetting(env, CONNECTION_VARIABLES.headersTimeoutMs, d.headersTimeoutMs, { min: 100 }),
    requestTimeoutMs: intSetting(env, CONNECTION_VARIABLES.requestTimeoutMs, d.requestTimeoutMs, { min: 100 }),
    perClient: intSetting(env, CONNECTION_VARIABLES.perClient, d.perClient, { max: 100_000 }),
  };
  if (settings.requestTimeoutMs < settings.headersTimeoutMs) {
    throw new Error(
      `FOYER_REQUEST_TIMEOUT_MS (${settings.requestTimeoutMs}) must be at least FOYER_HEADERS_TIMEOUT_MS (${settings.headersTimeoutMs})`,
    );
  }
  return settings;
}
