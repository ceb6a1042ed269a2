import {
  AuthenticateResponse,
  AuthenticationResponseJSON,
  PresentedSessionFields,
  RegistrationResponseJSON,
  SessionDurationMinutes,
  WebauthnRegistration,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { findRegistration, findRegistrationByCredentialId, listUserRegistrations } from '../../store/passkeys.ts';
import { loadUser } from '../../store/users.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { signInWithFactor } from '../sessions/sign-in-with-factor.ts';
import { finishAuthentication } from './authenticate.ts';
import { finishBackendRegistration, startBackendAuthentication, startBackendRegistration } from './backend-ceremony.ts';
import { idOfCredential } from './client-data.ts';
import { renameAndAnswer } from './manage.ts';

const TAG = 'Backend: passkeys';
const envelope = { status_code: z.number().int(), request_id: z.string() };

const Credential = z
  .object({
    credential_id: z.string(),
    webauthn_registration_id: z.string(),
    type: z.string(),
    public_key: z.string(),
  })
  .meta({ id: 'BackendWebauthnCredential' });

const listCredentials = backendRoute('webauthnCredentials', {
  method: 'get',
  tag: TAG,
  summary: "A user's passkey credentials for one relying party (domain): ids and COSE public keys (base64url)",
  params: z.object({ user_id: z.string().max(128), domain: z.string().max(253) }),
  response: z
    .object({ ...envelope, credentials: z.array(Credential) })
    .meta({ id: 'BackendWebauthnListCredentialsResponse' }),
  errors: ['unauthorized_credentials', 'user_not_found'],
});

const update = backendRoute('webauthnRegistration', {
  method: 'put',
  tag: TAG,
  summary: "Renames a user's passkey",
  params: z.object({ webauthn_registration_id: z.string().max(128) }),
  body: z.object({ name: z.string().min(1).max(200) }).meta({ id: 'BackendWebauthnUpdateRequest' }),
  response: z
    .object({ ...envelope, webauthn_registration: WebauthnRegistration })
    .meta({ id: 'BackendWebauthnUpdateResponse' }),
  errors: ['unauthorized_credentials', 'webauthn_registration_not_found', 'bad_request'],
});

/** Stytch's clients send the credential as a JSON string (JSON.stringify of the browser's credential). */
const credentialString = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

const sessionFields = {
  session_token: PresentedSessionFields.session_token,
  session_jwt: PresentedSessionFields.session_jwt,
  session_duration_minutes: SessionDurationMinutes.optional(),
};
const UserId = z.string().min(1).max(128);
const Domain = z.string().min(1).max(253);

const registerStart = backendRoute('webauthnRegisterStart', {
  tag: TAG,
  summary: 'Starts registering a passkey for the user named (creation options as a JSON string, as Stytch answers)',
  body: z
    .object({ user_id: UserId, domain: Domain, return_passkey_credential_options: z.boolean().optional() })
    .meta({ id: 'BackendWebauthnRegisterStartRequest' }),
  response: z
    .object({ ...envelope, user_id: z.string(), public_key_credential_creation_options: z.string() })
    .meta({ id: 'BackendWebauthnRegisterStartResponse' }),
  errors: ['unauthorized_credentials', 'user_not_found', 'bad_request'],
});

const register = backendRoute('webauthnRegister', {
  tag: TAG,
  summary:
    "Finishes a registration the backend started; with a session or session_duration_minutes the passkey also joins or starts the user's session",
  body: z
    .object({ user_id: UserId, public_key_credential: credentialString(RegistrationResponseJSON), ...sessionFields })
    .meta({ id: 'BackendWebauthnRegisterRequest' }),
  response: AuthenticateResponse.extend({ webauthn_registration_id: z.string() }).meta({
    id: 'BackendWebauthnRegisterResponse',
  }),
  errors: [
    'unauthorized_credentials',
    'user_not_found',
    'webauthn_challenge_not_found',
    'invalid_webauthn_response',
    'duplicate_webauthn_registration',
    'session_user_mismatch',
    'session_not_found',
    'bad_request',
  ],
});

const authenticateStart = backendRoute('webauthnAuthenticateStart', {
  tag: TAG,
  summary:
    "Starts a passkey sign-in (request options as a JSON string); with user_id only that user's passkeys may answer",
  body: z
    .object({ domain: Domain, user_id: UserId.optional(), return_passkey_credential_options: z.boolean().optional() })
    .meta({ id: 'BackendWebauthnAuthenticateStartRequest' }),
  response: z
    .object({ ...envelope, user_id: z.string(), public_key_credential_request_options: z.string() })
    .meta({ id: 'BackendWebauthnAuthenticateStartResponse' }),
  errors: ['unauthorized_credentials', 'user_not_found', 'bad_request'],
});

const authenticate = backendRoute('webauthnAuthenticate', {
  tag: TAG,
  summary: 'Checks a passkey assertion and answers a session (or adds the factor to the session named)',
  body: z
    .object({ public_key_credential: credentialString(AuthenticationResponseJSON), ...sessionFields })
    .meta({ id: 'BackendWebauthnAuthenticateRequest' }),
  response: AuthenticateResponse.extend({ webauthn_registration_id: z.string() }).meta({
    id: 'BackendWebauthnAuthenticateResponse',
  }),
  errors: [
    'unauthorized_credentials',
    'webauthn_challenge_not_found',
    'webauthn_registration_not_found',
    'invalid_webauthn_response',
    'session_user_mismatch',
    'session_not_found',
    'bad_request',
  ],
});

const WEBAUTHN_FACTOR = { type: 'webauthn', delivery_method: 'webauthn_registration' } as const;

/**
 * The backend's passkey calls in Stytch's shape: management, and the ceremony for hosts that run it
 * through their own server (the browser still makes the credential; the options and the credential
 * travel as JSON strings, as Stytch's clients send and read them).
 */
export function backendPasskeyRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(registerStart, async (c) => {
      const request = c.req.valid('json');
      const options = await startBackendRegistration(deps, {
        project: c.get('project'),
        userId: request.user_id,
        domain: request.domain,
        isPasskey: request.return_passkey_credential_options === true,
      });
      return ok(c, { user_id: request.user_id, public_key_credential_creation_options: JSON.stringify(options) });
    })
    .openapi(register, async (c) => {
      const request = c.req.valid('json');
      const project = c.get('project');
      const registrationId = await finishBackendRegistration(deps, {
        project,
        userId: request.user_id,
        credential: request.public_key_credential,
      });
      const presented = presentedByBackend(request);
      if (!presented.sessionToken && !presented.sessionJwt && !request.session_duration_minutes) {
        // No session asked for (Stytch starts none either): the user as they are now.
        const user = await loadUser(deps.db, project.projectId, request.user_id);
        if (!user) throw new ApiError('user_not_found');
        const none = { session: null, session_token: '', session_jwt: '' };
        return ok(c, { user_id: request.user_id, user, ...none, webauthn_registration_id: registrationId });
      }
      const signedIn = await signInWithFactor(deps, {
        project,
        userId: request.user_id,
        factor: WEBAUTHN_FACTOR,
        durationMinutes: request.session_duration_minutes,
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented,
      });
      return ok(c, { ...signedIn, webauthn_registration_id: registrationId });
    })
    .openapi(authenticateStart, async (c) => {
      const request = c.req.valid('json');
      const { userId, requestOptions } = await startBackendAuthentication(deps, {
        project: c.get('project'),
        domain: request.domain,
        userId: request.user_id,
        isPasskey: request.return_passkey_credential_options === true,
      });
      return ok(c, { user_id: userId, public_key_credential_request_options: JSON.stringify(requestOptions) });
    })
    .openapi(authenticate, async (c) => {
      const request = c.req.valid('json');
      const project = c.get('project');
      const credential = request.public_key_credential;
      const signedIn = await finishAuthentication(deps, {
        project,
        credential,
        durationMinutes: request.session_duration_minutes,
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented: presentedByBackend(request),
      });
      const registration = await findRegistrationByCredentialId(deps.db, project.projectId, idOfCredential(credential));
      return ok(c, { ...signedIn, webauthn_registration_id: registration?.webauthn_registration_id ?? '' });
    })
    .openapi(listCredentials, async (c) => {
      const { projectId } = c.get('project');
      const { user_id: userId, domain } = c.req.valid('param');
      if (!(await loadUser(deps.db, projectId, userId))) throw new ApiError('user_not_found');
      const rows = await listUserRegistrations(deps.db, { projectId, userId, domain });
      return ok(c, {
        credentials: rows.map((row) => ({
          credential_id: row.credential_id,
          webauthn_registration_id: row.webauthn_registration_id,
          type: 'public-key',
          public_key: row.public_key,
        })),
      });
    })
    .openapi(update, async (c) => {
      const { projectId } = c.get('project');
      const registrationId = c.req.valid('param').webauthn_registration_id;
      const row = await findRegistration(deps.db, projectId, registrationId);
      if (!row) throw new ApiError('webauthn_registration_not_found');
      const { name } = c.req.valid('json');
      const registration = await renameAndAnswer(deps, { projectId, userId: row.user_id, registrationId, name });
      return ok(c, { webauthn_registration: registration });
    });
}
