/** The admin plane on a listener of its own (`FOYER_ADMIN_PORT`), as Kratos and Keycloak keep theirs. */
export interface AdminListener {
  port: number;
  /** The URL operators reach the console at (invitation links, the console passkeys' origin and RP ID). */
  url: string;
}

/**
 * `FOYER_ADMIN_PORT`: when set, /console, /admin/v1 and /metrics answer only on this port (the
 * public listener answers 404 for them). `FOYER_ADMIN_URL` is where operators reach it; by default
 * the public URL's scheme and host on that port. Null when unset.
 */
export function adminListenerFromEnv(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  publicPort: number,
): AdminListener | null {
  const raw = env.FOYER_ADMIN_PORT?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65_535) {
    throw new Error(`FOYER_ADMIN_PORT must be a port number, got ${raw}`);
  }
  if (port !== 0 && port === publicPort) throw new Error(`FOYER_ADMIN_PORT must differ from PORT (${publicPort})`);
  const given = env.FOYER_ADMIN_URL?.trim();
  if (given) {
    try {
      return { port, url: new URL(given).origin };
    } catch {
      throw new Error(`FOYER_ADMIN_URL must be a URL such as http://localhost:${port}, got ${given}`);
    }
  }
  const url = new URL(publicUrl);
  url.port = String(port);
  return { port, url: url.origin };
}
