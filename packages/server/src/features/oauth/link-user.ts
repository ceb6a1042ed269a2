import type { AppDeps } from '../../deps.ts';
import { normalizeEmail } from '../../security/email.ts';
import { createUserFromProvider, findUserByProviderSubject, linkProvider } from '../../store/oauth.ts';
import type { Project } from '../../store/projects.ts';
import { findUserByEmail } from '../../store/users.ts';
import { recordProofOfOwnership } from '../users/first-proof.ts';
import { decideFor } from '../users/ownership/policy.ts';
import type { ProviderProfile } from './providers/types.ts';

/** The user a provider account signs in as, and whether the sign-in made that user. */
export interface LinkedUser {
  userId: string;
  created: boolean;
}

/**
 * Finds the user a provider account belongs to: by the provider's subject; else, when the provider
 * vouches for the email, the user owning that email (the email is marked verified, then the account
 * is linked: on that user's first proof, the earlier sessions and factors end before the link is
 * made, see users/first-proof.ts); else a new user. An unverified email is a claim, which the
 * ownership policy (users/ownership/) never lets attach to someone else's account: the provider
 * account gets a new user, without the email when another user already has it. One Tap comes here
 * too (Google always vouches for its emails).
 */
export async function findOrCreateProviderUser(
  deps: AppDeps,
  project: Project,
  providerType: string,
  profile: ProviderProfile,
): Promise<LinkedUser> {
  const key = { projectId: project.projectId, providerType, subject: profile.subject };
  const linked = await findUserByProviderSubject(deps.db, key);
  if (linked) return { userId: linked, created: false };

  const email = profile.email ? emailOrNull(profile.email) : null;
  const owner = email ? await findUserByEmail(deps.db, project.projectId, email) : null;
  const attachment = await decideFor(deps.db, {
    route: 'oauth.link',
    caller: owner && profile.emailVerified ? { kind: 'proof', userId: owner.userId } : { kind: 'claim' },
    targetUserId: owner?.userId ?? null,
  });
  if (owner && attachment.outcome === 'attach') {
    // Prove first, then link: the first proof removes provider links made before it.
    if (!owner.verified) {
      await recordProofOfOwnership(deps, {
        userId: owner.userId,
        identifier: { kind: 'email', emailId: owner.emailId },
      });
    }
    await linkProvider(deps.db, deps.clock, {
      project,
      userId: owner.userId,
      providerType,
      subject: profile.subject,
      pictureUrl: profile.pictureUrl,
    });
    return { userId: owner.userId, created: false };
  }
  try {
    const userId = await createUserFromProvider(deps.db, deps.clock, {
      project,
      providerType,
      subject: profile.subject,
      email: owner ? null : email,
      emailVerified: profile.emailVerified,
      firstName: profile.firstName,
      lastName: profile.lastName,
      pictureUrl: profile.pictureUrl,
    });
    return { userId, created: true };
  } catch (error) {
    // Two first sign-ins of one account can race: the unique constraint lets one create the user.
    const raced = await findUserByProviderSubject(deps.db, key);
    if (raced) return { userId: raced, created: false };
    throw error;
  }
}

/** The stored form of a provider's email, or null when it is not a usable address. */
function emailOrNull(raw: string): string | null {
  try {
    return normalizeEmail(raw);
  } catch {
    return null;
  }
}
