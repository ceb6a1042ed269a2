import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors/api-error.ts';

/** RFC 7636 S256: base64url(SHA-256(code_verifier)), as Stytch's SDK and Foyer's compute it. */
export function pkceChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

/**
 * A send or start from a browser (the public token's SDK routes) must carry a code_challenge: a link
 * without one would sign in whichever browser opens it, the login-link fixation this closes.
 * @throws ApiError missing_pkce
 */
export function requireCodeChallenge(codeChallenge: string | undefined): string {
  if (!codeChallenge) throw new ApiError('missing_pkce');
  return codeChallenge;
}

/**
 * Checks the verifier a redeeming browser presents against the challenge its send or start carried,
 * before the token is consumed, so a refusal leaves the token for the right browser. A token sent
 * without a challenge (by the host's backend) needs no verifier, and one sent anyway is ignored: it
 * proves nothing, and a browser holding a verifier from an older flow must still open such a link.
 * @throws ApiError pkce_expected_code_verifier (none given), pkce_mismatch (not the one)
 */
export function checkCodeVerifier(storedChallenge: string | null, codeVerifier: string | undefined): void {
  if (storedChallenge === null) return;
  if (!codeVerifier) throw new ApiError('pkce_expected_code_verifier');
  const presented = Buffer.from(pkceChallengeOf(codeVerifier));
  const stored = Buffer.from(storedChallenge);
  // Constant time: how much of a challenge matched says nothing about the verifier.
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) throw new ApiError('pkce_mismatch');
}
