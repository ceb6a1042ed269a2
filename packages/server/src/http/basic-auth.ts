/** Splits `Authorization: Basic base64(user:password)`; null when absent or malformed. */
export function parseBasicAuth(header: string | undefined): { user: string; password: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  // No token or secret holds a control character; NUL would even fail PostgreSQL's text type.
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
