/**
 * A tiny cookie helper for the three session cookies (docs/behaviour.md#session, docs/behaviour.md#constants): path `/`, SameSite=Lax,
 * Secure except on localhost (browsers refuse Secure cookies on plain-http pages otherwise, and
 * localhost is the one plain-http origin browsers treat as secure).
 */

export interface CookieJar {
  get(name: string): string | null;
  /** Sets a cookie that expires at `expires`. */
  set(name: string, value: string, expires: Date): void;
  remove(name: string): void;
}

export interface CookieAttributes {
  expires: Date;
  secure: boolean;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a page on this hostname gets cookies without the Secure flag. */
export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname);
}

/** The `document.cookie` assignment for one cookie. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Expires=${attributes.expires.toUTCString()}`,
    'SameSite=Lax',
  ];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie out of a `document.cookie` string. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** A cookie jar over a document (injectable so tests can read the attributes written). */
export function createDocumentCookieJar(
  doc: { cookie: string } = document,
  loc: { hostname: string } = location,
): CookieJar {
  const secure = () => !isLocalHostname(loc.hostname);
  return {
    get: (name) => parseCookie(doc.cookie, name),
    set(name, value, expires) {
      doc.cookie = serializeCookie(name, value, { expires, secure: secure() });
    },
    remove(name) {
      doc.cookie = serializeCookie(name, '', { expires: new Date(0), secure: secure() });
    },
  };
}

/** A jar that keeps nothing, for environments without a document (server-side rendering). */
export function createNullCookieJar(): CookieJar {
  return { get: () => null, set() {}, remove() {} };
}
