import { minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { findUserByProviderSubject, linkProvider } from '../../store/oauth.ts';
import { insertOAuthAttachToken, spendOAuthAttachToken } from '../../store/oauth-attach-tokens.ts';
import type { Project } from '../../store/projects.ts';
import { loadUser } from '../../store/users.ts';
import { generateSecret, hashSecret, newId } from '../../tokens.ts';
import { requireLiveSession } from '../sessions/service.ts';
import { assertAttachable, decideFor } from '../users/ownership/policy.ts';
import { OAUTH_STATE_LIFETIME_MINUTES } from './constants.ts';
import type { LinkedUser } from './link-user.ts';
import { resolveProvider } from './providers/resolve.ts';
import type { ProviderProfile } from './providers/types.ts';

/** How long an attach token waits for its OAuth start: as long as a start waits for its callback. */
export const ATTACH_TOKEN_LIFETIME_MINUTES = OAUTH_STATE_LIFETIME_MINUTES;

/**
 * Makes an oauth_attach_token (Stytch's oauth.attach): the next OAuth start with it links the
 * provider account to this user instead of signing in as whoever holds it. The user is the one the
 * backend names, or a session's; the ownership policy decides now (a session of an account whose
 * addresses are all unproven gets none) and again at the callback (the provider account may be
 * another user's). Single use; only its hash is stored.
 * @throws ApiError oauth_provider_not_configured, user_not_found, missing_session, session_not_found,
 *   unverified_account
 */
export async function createAttachToken(
  deps: AppDeps,
  options: {
    project: Project;
    provider: string;
    userId?: string | undefined;
    sessionToken?: string | undefined;
    sessionJwt?: string | undefined;
  },
): Promise<string> {
  const { project } = options;
  const provider = await resolveProvider(deps, project, options.provider.toLowerCase());
  const caller = options.userId
    ? ({ kind: 'backend', userId: options.userId } as const)
    : ({
        kind: 'session',
        userId: (await requireLiveSession(deps, { project, ...sessionOf(options) })).userId,
      } as const);
  if (!(await loadUser(deps.db, project.projectId, caller.userId))) throw new ApiError('user_not_found');
  assertAttachable(
    await decideFor(deps.db, { route: 'oauth.link', caller, targetUserId: caller.userId }),
    'duplicate_email',
  );
  const token = `oauth-attach-token-${generateSecret()}`;
  const now = deps.clock.now();
  await insertOAuthAttachToken(deps.db, {
    attach_token_id: newId('oauth-attach', project.environment),
    project_id: project.projectId,
    user_id: caller.userId,
    provider_type: provider.type,
    token_hash: hashSecret(token),
    expires_at: now + minutes(ATTACH_TOKEN_LIFETIME_MINUTES),
    created_at: now,
  });
  return token;
}

const sessionOf = (options: { sessionToken?: string | undefined; sessionJwt?: string | undefined }) => ({
  sessionToken: options.sessionToken ?? null,
  sessionJwt: options.sessionJwt ?? null,
});

/**
 * Spends an attach token for a start of its provider, tying it to the start's state.
 * @throws ApiError oauth_token_not_found (unknown, used, expired or for another provider)
 */
export async function spendAttachToken(
  deps: AppDeps,
  spend: { project: Project; providerType: string; token: string; stateHash: string },
): Promise<void> {
  const spent = await spendOAuthAttachToken(deps.db, {
    projectId: spend.project.projectId,
    providerType: spend.providerType,
    tokenHash: hashSecret(spend.token),
    stateHash: spend.stateHash,
    now: deps.clock.now(),
  });
  if (!spent) {
    throw new ApiError(
      'oauth_token_not_found',
      'The oauth_attach_token is unknown, used, expired or for another provider. Ask for a new one with /v1/oauth/attach.',
    );
  }
}

/**
 * Links the provider account to the user an attach token named. An account already linked to that
 * user changes nothing; one linked to another user is refused (it signs in to that user, and an
 * attach never moves it), with the ownership policy's answer.
 * @throws ApiError duplicate_oauth_registration
 */
export async function linkToAttachUser(
  deps: AppDeps,
  options: { project: Project; providerType: string; profile: ProviderProfile; userId: string },
): Promise<LinkedUser> {
  const { project, providerType, profile, userId } = options;
  const key = { projectId: project.projectId, providerType, subject: profile.subject };
  const holder = await findUserByProviderSubject(deps.db, key);
  const attachment = await decideFor(deps.db, {
    route: 'oauth.link',
    caller: { kind: 'backend', userId },
    targetUserId: holder ?? userId,
  });
  if (attachment.outcome === 'refuse') throw new ApiError('duplicate_oauth_registration');
  if (!holder) {
    await linkProvider(deps.db, deps.clock, {
      project,
      userId,
      providerType,
      subject: profile.subject,
      pictureUrl: profile.pictureUrl,
    });
  }
  return { userId, created: false };
}
