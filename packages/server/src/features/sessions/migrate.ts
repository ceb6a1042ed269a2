import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { normalizeEmail } from '../../security/email.ts';
import type { Project } from '../../store/projects.ts';
import { findUserByEmail } from '../../store/users.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from './sign-in-client.ts';
import { type SignInResult, signInWithFactor } from './sign-in-with-factor.ts';

/** How long the other issuer's UserInfo endpoint may take: a sign-in waits on it. */
export const USERINFO_TIMEOUT_MS = 5_000;

const UserInfo = z.object({ email: z.string().min(3).max(320) });

/**
 * Moves a session from another OpenID issuer (Stytch's sessions.migrate): its token is presented
 * as a bearer token at the project's `session_migration.userinfo_url`, and the user of the email
 * that answers gets a session here. The user must exist already (created or imported first), as
 * Stytch requires; a migrate attaches nothing and creates nobody, so the ownership policy has no
 * say. The session's factor is `oauth` / `oauth_session_migration` (Foyer has no `imported` type).
 * @throws ApiError bad_request (no userinfo_url set, or it redirects), session_not_found (the issuer refused the
 *   token or answered no email), user_not_found, internal_server_error (the issuer did not answer)
 */
export async function migrateSession(
  deps: AppDeps,
  options: { project: Project; sessionToken: string; durationMinutes?: number | undefined },
): Promise<SignInResult> {
  const { project } = options;
  const url = project.settings.session_migration?.userinfo_url;
  if (!url) {
    throw new ApiError('bad_request', 'Set the project’s session_migration.userinfo_url to migrate sessions.');
  }
  const email = await emailAtIssuer(deps, url, options.sessionToken);
  const holder = await findUserByEmail(deps.db, project.projectId, email);
  if (!holder) {
    throw new ApiError(
      'user_not_found',
      'No user has the email the other issuer answered: create or import them first.',
    );
  }
  return signInWithFactor(deps, {
    project,
    userId: holder.userId,
    factor: { type: 'oauth', delivery_method: 'oauth_session_migration' },
    durationMinutes: options.durationMinutes,
    client: UNKNOWN_SIGN_IN_CLIENT,
  });
}

async function emailAtIssuer(deps: AppDeps, url: string, token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      // The bearer token goes to the URL the operator set and nowhere else a redirect names.
      redirect: 'manual',
      signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
    });
  } catch (error) {
    deps.log(`sessions.migrate: ${url} did not answer (${error instanceof Error ? error.name : 'error'})`);
    throw new ApiError('internal_server_error', 'The other issuer’s UserInfo endpoint did not answer. Try again.');
  }
  if (response.status >= 300 && response.status < 400) {
    throw new ApiError(
      'bad_request',
      `The project’s session_migration.userinfo_url answered a redirect (${response.status}): set the URL it redirects to.`,
    );
  }
  const parsed = response.ok ? UserInfo.safeParse(await response.json().catch(() => null)) : null;
  if (!parsed?.success) {
    throw new ApiError(
      'session_not_found',
      `The other issuer does not know this session (its UserInfo answered ${response.status} without an email).`,
    );
  }
  try {
    return normalizeEmail(parsed.data.email);
  } catch {
    throw new ApiError('session_not_found', 'The other issuer answered an email address that is not valid.');
  }
}
