import type { WebauthnRegistrationData } from '@foyer/protocol';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { deleteUserRegistration, renameUserRegistration } from '../../store/passkeys.ts';
import type { Project } from '../../store/projects.ts';
import { loadUser } from '../../store/users.ts';
import { requireLiveSession } from '../sessions/service.ts';

interface RegistrationCall {
  project: Project;
  sessionToken: string | null;
  registrationId: string;
}

async function callerUserId(deps: AppDeps, call: RegistrationCall): Promise<string> {
  if (!call.sessionToken) throw new ApiError('missing_session');
  return (await requireLiveSession(deps, { project: call.project, sessionToken: call.sessionToken })).userId;
}

/**
 * Renames one of the signed-in user's passkeys.
 * @throws ApiError missing_session, session_not_found, webauthn_registration_not_found (also for
 *   another user's passkey: its existence is not revealed)
 */
export async function renameRegistration(
  deps: AppDeps,
  call: RegistrationCall & { name: string },
): Promise<WebauthnRegistrationData> {
  const userId = await callerUserId(deps, call);
  const { registrationId, name } = call;
  return renameAndAnswer(deps, { projectId: call.project.projectId, userId, registrationId, name });
}

/**
 * Renames the user's passkey and answers it as the user's answers list it (Stytch's
 * webauthn.update answers the registration, in its browser SDK and its backend client alike).
 * @throws ApiError webauthn_registration_not_found
 */
export async function renameAndAnswer(
  deps: AppDeps,
  options: { projectId: string; userId: string; registrationId: string; name: string },
): Promise<WebauthnRegistrationData> {
  const { projectId, userId, registrationId, name } = options;
  const renamed = await renameUserRegistration(deps.db, { userId, registrationId, name });
  const user = renamed ? await loadUser(deps.db, projectId, userId) : null;
  const registration = user?.webauthn_registrations.find((r) => r.webauthn_registration_id === registrationId);
  if (!registration) throw new ApiError('webauthn_registration_not_found');
  return registration;
}

/**
 * Deletes one of the signed-in user's passkeys; the credential stays in the authenticator, and a
 * later sign-in with it answers webauthn_registration_not_found.
 * @throws ApiError missing_session, session_not_found, webauthn_registration_not_found
 */
export async function deleteRegistration(deps: AppDeps, call: RegistrationCall): Promise<void> {
  const userId = await callerUserId(deps, call);
  if (
    !(await deleteUserRegistration(deps.db, { userId, registrationId: call.registrationId, now: deps.clock.now() }))
  ) {
    throw new ApiError('webauthn_registration_not_found');
  }
}
