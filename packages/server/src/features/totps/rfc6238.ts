import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 as every authenticator app reads an otpauth:// URI by default: HMAC-SHA-1, 6 digits,
 * 30-second steps. Apps ignore other algorithms or lengths silently and show wrong codes, so these
 * are fixed, not settings.
 */
export const TOTP_PERIOD_SECONDS = 30;
const ALGORITHM = 'SHA1';
const DIGITS = 6;
/** Codes of one step either side of now are accepted: a clock a little off, or a code typed late. */
export const TOTP_WINDOW_STEPS = 1;

/** A new shared secret: 160 bits (RFC 4226's recommended length) from the CSPRNG, in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app scans: issuer = the project, label = the account. */
export function otpauthUri(secret: string, options: { issuer: string; account: string }): string {
  return totpOf(secret, options.account, options.issuer).toString();
}

/**
 * The 30-second step a presented code belongs to (now's step, or one either side), or null when it
 * matches none. Comparing every candidate in constant time is the library's job (otpauth's
 * validate compares with a timing-safe equality).
 */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
