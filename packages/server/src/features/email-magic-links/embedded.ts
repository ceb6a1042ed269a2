import { minutes } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { insertMagicLink } from '../../store/email-magic-links.ts';
import type { Project } from '../../store/projects.ts';
import { loadUser } from '../../store/users.ts';
import { generateSecret, hashSecret, newId } from '../../tokens.ts';

/** How long an embeddable link lasts unless the host says otherwise (Stytch: one hour). */
export const EMBEDDED_LINK_MINUTES = 60;

/**
 * Makes an embeddable magic link token for a user (Stytch's magicLinks.create): nothing is sent, the
 * host's backend delivers it however it likes, and magicLinks.authenticate turns it into a session
 * once, before it expires. It proves no address (no email went out), so opening it verifies nothing:
 * the host's backend, holding the project secret, vouches for the user it named.
 * Only the token's SHA-256 is stored; the token itself is answered once, here.
 * @throws ApiError user_not_found
 */
export async function createEmbeddedMagicLink(
  deps: AppDeps,
  options: { project: Project; userId: string; expirationMinutes?: number | undefined },
): Promise<string> {
  const { project, userId } = options;
  if (!(await loadUser(deps.db, project.projectId, userId))) throw new ApiError('user_not_found');
  const token = generateSecret();
  const now = deps.clock.now();
  await insertMagicLink(deps.db, {
    magicLinkId: newId('magic-link', project.environment),
    projectId: project.projectId,
    userId,
    // No address: the link is not tied to one, so no address counts as proven by it.
    emailId: '',
    kind: 'embedded',
    tokenHash: hashSecret(token),
    expiresAt: now + minutes(options.expirationMinutes ?? EMBEDDED_LINK_MINUTES),
    createdAt: now,
    codeChallenge: null,
  });
  return token;
}
