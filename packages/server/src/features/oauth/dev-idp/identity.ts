/** A made-up identity someone signs in as through the development identity provider. */
export interface DevIdentity {
  email: string;
  name: string;
}

/** Identities offered to pick from, so a demo sign-in is one click. */
export const SAMPLE_IDENTITIES: readonly DevIdentity[] = [
  { email: 'ada@example.com', name: 'Ada Lovelace' },
  { email: 'grace@example.com', name: 'Grace Hopper' },
];

/**
 * The account id (which oidc-provider also uses as the subject) is the email itself, base64url:
 * the provider needs no user store, and the same email is always the same account.
 */
export function encodeAccountId(email: string): string {
  return Buffer.from(email.trim().toLowerCase(), 'utf8').toString('base64url');
}

export function decodeAccountId(accountId: string): DevIdentity | null {
  const email = Buffer.from(accountId, 'base64url').toString('utf8');
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) return null;
  const sample = SAMPLE_IDENTITIES.find((identity) => identity.email === email);
  return { email, name: sample?.name ?? nameFromEmail(email) };
}

/** 'jane.doe@x' → 'Jane Doe': a typed identity is named after its address. */
function nameFromEmail(email: string): string {
  const local = email.slice(0, email.indexOf('@'));
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(' ');
}

/** The OpenID claims of a development identity: its email counts as verified (it is made up). */
export function devClaims(accountId: string, identity: DevIdentity): Record<string, unknown> {
  const [given = '', ...family] = identity.name.split(' ');
  return {
    sub: accountId,
    email: identity.email,
    email_verified: true,
    name: identity.name,
    given_name: given,
    family_name: family.join(' '),
  };
}
