/**
 * Development mode's "any local port" entries. The development project lists them in its
 * authorized origins and login, signup and reset-password redirect URLs, so a host page served from another local port
 * (the README's snippet opened from `npx serve`, a Vite dev server…) works with no setup. Config
 * files cannot use them: a real project lists exact origins and URLs.
 */
export const LOCAL_ORIGIN_PATTERNS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** Why a config file may not hold a pattern: said to the person editing it. */
export function localPatternInConfig(pattern: string): string {
  return `${pattern} matches any port of a local host and is allowed only in the development project: list exact URLs (scheme://host:port) here`;
}

/** Whether an entry of a project's list is one of the local-port patterns. */
export function isLocalOriginPattern(entry: string): boolean {
  return (LOCAL_ORIGIN_PATTERNS as readonly string[]).includes(entry);
}

/**
 * Whether `url` (an origin, or a full URL for redirect lists) is on the host a pattern names, over
 * plain http, on any port. Anything that does not parse matches nothing.
 */
export function matchesLocalPattern(pattern: string, url: string): boolean {
  if (!isLocalOriginPattern(pattern)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = pattern.slice('http://'.length, -':*'.length);
  return parsed.protocol === 'http:' && parsed.hostname === host && parsed.username === '' && parsed.password === '';
}

/**
 * Whether a page's Origin header is in a project's authorized origins: exactly, or (development
 * mode only) by a local pattern. A production server ignores the patterns even if a development
 * project's row is still in its database.
 */
export function isAuthorizedOrigin(
  origin: string,
  authorized: readonly string[],
  mode: 'development' | 'production',
): boolean {
  return authorized.some(
    (entry) =>
      entry === origin || (mode === 'development' && matchesLocalPattern(entry, origin) && isBareOrigin(origin)),
  );
}

/** `scheme://host[:port]` and nothing more, as browsers send in Origin. */
function isBareOrigin(origin: string): boolean {
  try {
    return new URL(origin).origin === origin;
  } catch {
    return false;
  }
}
