import type { SessionData } from '@foyer/protocol';

export type AuthenticationFactor = SessionData['authentication_factors'][number];
export type FactorProof = Omit<AuthenticationFactor, 'last_authenticated_at'>;

/**
 * What a factor proves possession or knowledge of. Two factors count as two only when they prove
 * different things: an email login link then an email passcode both prove the inbox, so together
 * they are one factor (as Stytch decides); a TOTP code and a recovery code are the same enrolment.
 */
export function factorSource(factor: FactorProof): string {
  switch (factor.type) {
    case 'magic_link':
      return 'email';
    case 'otp':
      return factor.delivery_method === 'email' ? 'email' : 'phone';
    case 'totp':
    case 'recovery_codes':
      return 'authenticator';
    case 'oauth':
      return `oauth:${factor.delivery_method}`;
    default:
      return factor.type;
  }
}

/**
 * The factors that may be a second one (finish MFA): an authenticator code, a recovery code, a
 * passcode by SMS, WhatsApp or email, and a passkey. Links, passwords, social and wallet sign-ins
 * only ever start a sign-in.
 */
export function isSecondFactorType(factor: FactorProof): boolean {
  return ['totp', 'recovery_codes', 'otp', 'webauthn'].includes(factor.type);
}

/** Whether `factor` may finish a sign-in whose factors so far are `proven`. */
export function finishesMfa(proven: readonly FactorProof[], factor: FactorProof): boolean {
  return isSecondFactorType(factor) && !proven.some((done) => factorSource(done) === factorSource(factor));
}

/**
 * The factor list after `factor` was proven again or for the first time: a factor of the same type
 * and delivery method is refreshed in place (its time is what step-up checks), others are appended.
 */
export function withFactor(
  factors: readonly AuthenticationFactor[],
  factor: FactorProof,
  at: string,
): AuthenticationFactor[] {
  const same = (f: FactorProof) => f.type === factor.type && f.delivery_method === factor.delivery_method;
  const fresh = { ...factor, last_authenticated_at: at };
  return factors.some(same) ? factors.map((f) => (same(f) ? fresh : f)) : [...factors, fresh];
}

/**
 * The assurance of a session, for its JWT: `aal` 2 when two factors prove different things
 * (NIST SP 800-63B's AAL2 asks for two distinct factors), else 1; `amr` the methods in RFC 8176's
 * registered values, which OIDC libraries and API gateways already read.
 */
export function assurance(factors: readonly FactorProof[]): { aal: 1 | 2; amr: string[] } {
  const sources = new Set(factors.map(factorSource));
  const amr = new Set<string>();
  for (const factor of factors) for (const value of AMR[factor.type](factor)) amr.add(value);
  if (sources.size >= 2) amr.add('mfa');
  return { aal: sources.size >= 2 ? 2 : 1, amr: [...amr] };
}

const AMR: Record<AuthenticationFactor['type'], (factor: FactorProof) => string[]> = {
  magic_link: () => ['email'],
  otp: (f) => (f.delivery_method === 'email' ? ['email', 'otp'] : ['sms', 'otp']),
  password: () => ['pwd'],
  webauthn: () => ['hwk', 'user'],
  oauth: () => ['fed'],
  crypto_wallet: () => ['swk'],
  totp: () => ['otp'],
  recovery_codes: () => ['otp'],
};
