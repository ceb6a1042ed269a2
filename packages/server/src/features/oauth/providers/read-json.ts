import type { Json } from './types.ts';

/** A string field, or null when absent or not a string. */
export function str(source: unknown, ...path: string[]): string | null {
  let value: unknown = source;
  for (const key of path) {
    if (!value || typeof value !== 'object') return null;
    value = (value as Json)[key];
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A boolean claim; providers send `"true"` as well as `true` (Apple, some OIDC servers). */
export function bool(source: unknown, key: string): boolean {
  const value = source && typeof source === 'object' ? (source as Json)[key] : undefined;
  return value === true || value === 'true';
}

/** Splits a display name into first and the rest, for providers that only give one. */
export function splitName(name: string | null): { firstName: string; lastName: string } {
  const trimmed = (name ?? '').trim();
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** A profile subject, which every provider must give. */
export function requireSubject(value: string | null, provider: string): string {
  if (!value) throw new Error(`${provider} answered no account id`);
  return value;
}

/** The standard OpenID claims (sub, email, email_verified, given/family name, picture). */
export function fromOidcClaims(claims: Json | null, provider: string) {
  const name = splitName(str(claims, 'name'));
  return {
    subject: requireSubject(str(claims, 'sub'), provider),
    email: str(claims, 'email'),
    emailVerified: bool(claims, 'email_verified'),
    firstName: str(claims, 'given_name') ?? name.firstName,
    lastName: str(claims, 'family_name') ?? name.lastName,
    pictureUrl: str(claims, 'picture'),
  };
}
