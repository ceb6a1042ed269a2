import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { checkCodeVerifier } from '../../security/pkce.ts';
import { consumeOAuthToken, findOAuthToken, type ProviderValues } from '../../store/oauth.ts';
import type { Project } from '../../store/projects.ts';
import { hashSecret } from '../../tokens.ts';
import type { SignInClient } from '../sessions/sign-in-client.ts';
import { type PresentedSession, type SignInResult, signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { openProviderValues } from './provider-values-at-rest.ts';

/** oauth.authenticate's answer: a session, and the provider's tokens, handed over this once. */
export type OAuthSignedIn = SignInResult & {
  provider_type: string;
  provider_values: ProviderValues;
};

/**
 * Exchanges the single-use token the callback put on the redirect URL for a session. The provider's
 * tokens are returned to this caller and deleted from the database in the same step.
 * A token whose start carried a PKCE challenge needs its verifier; a refusal leaves it unused.
 * @throws ApiError oauth_token_not_found, oauth_token_already_used, oauth_token_expired,
 *   pkce_expected_code_verifier, pkce_mismatch
 */
export async function authenticateOAuthToken(
  deps: AppDeps,
  options: {
    project: Project;
    token: string;
    durationMinutes?: number | undefined;
    client: SignInClient;
    /** The session or intermediate session the call carried (sessions/sign-in-with-factor.ts). */
    presented?: PresentedSession;
    /** The verifier of the start's code_challenge, if it carried one. */
    codeVerifier?: string | undefined;
  },
): Promise<OAuthSignedIn> {
  const tokenHash = hashSecret(options.token);
  const record = await findOAuthToken(deps.db, options.project.projectId, tokenHash);
  if (!record) throw new ApiError('oauth_token_not_found');
  if (record.usedAt !== null) throw new ApiError('oauth_token_already_used');
  const now = deps.clock.now();
  if (record.expiresAt <= now) throw new ApiError('oauth_token_expired');
  checkCodeVerifier(record.codeChallenge, options.codeVerifier);
  // Two exchanges racing with one token: only one consumes it.
  if (!(await consumeOAuthToken(deps.db, record.tokenId, now)) || !record.storedProviderValues) {
    throw new ApiError('oauth_token_already_used');
  }
  // Opened before any session is made: a value that does not open (moved from another row) signs nobody in.
  const providerValues = openProviderValues(deps, tokenHash, record.storedProviderValues);
  const signedIn = await signInWithFactor(deps, {
    presented: options.presented,
    client: options.client,
    project: options.project,
    userId: record.userId,
    factor: { type: 'oauth', delivery_method: `oauth_${record.providerType}` },
    durationMinutes: options.durationMinutes,
  });
  return { ...signedIn, provider_type: record.providerType, provider_values: providerValues };
}
