import {
  AuthenticateResponse,
  OkResponse,
  WebauthnAuthenticateRequest,
  WebauthnAuthenticateStartRequest,
  WebauthnAuthenticateStartResponse,
  WebauthnRegisterRequest,
  WebauthnRegisterStartRequest,
  WebauthnRegisterStartResponse,
  WebauthnRegistration,
  WebauthnUpdateRequest,
} from '@foyer/protocol';
import { OpenAPIHono, type RouteHandler, z } from '@hono/zod-openapi';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { clientAddress } from '../../security/client-address.ts';
import { enforceClientLimit } from '../../security/client-limit.ts';
import { presentedBySdk } from '../sessions/presented-session.ts';
import { signInClientOf } from '../sessions/sign-in-client.ts';
import { STYTCH_START_ALIASES, stytchAliasOf } from '../stytch-compat/route-aliases.ts';
import { finishAuthentication, startAuthentication } from './authenticate.ts';
import { deleteRegistration, renameRegistration } from './manage.ts';
import { finishRegistration, startRegistration } from './register.ts';

const TAG = 'Passkeys (WebAuthn)';
const RegistrationParam = z.object({ webauthn_registration_id: z.string().min(1).max(128) });
const SESSION_ERRORS = ['missing_session', 'session_not_found'] as const;

const registerStart = sdkRoute('webauthnRegisterStart', {
  tag: TAG,
  summary:
    'Creation options for a new credential of the signed-in user (is_passkey: discoverable, user verification required); the challenge is bound to this session and lasts 5 minutes',
  body: WebauthnRegisterStartRequest,
  response: WebauthnRegisterStartResponse,
  errors: [...SESSION_ERRORS, 'unverified_account', 'bad_request'],
});

const register = sdkRoute('webauthnRegister', {
  tag: TAG,
  summary:
    'Verifies the new credential (challenge of this session, origin, RP ID, user verification), stores it and answers the session, extended by session_duration_minutes',
  body: WebauthnRegisterRequest,
  response: AuthenticateResponse,
  errors: [
    ...SESSION_ERRORS,
    'unverified_account',
    'webauthn_challenge_not_found',
    'invalid_webauthn_response',
    'duplicate_webauthn_registration',
    'bad_request',
  ],
});

const authenticateStart = sdkRoute('webauthnAuthenticateStart', {
  tag: TAG,
  summary:
    'Request options for a passkey sign-in: no allowCredentials (discoverable credentials, usable with conditional mediation); the challenge is single use and lasts 5 minutes',
  body: WebauthnAuthenticateStartRequest,
  response: WebauthnAuthenticateStartResponse,
  errors: ['too_many_requests', 'bad_request'],
});

const authenticate = sdkRoute('webauthnAuthenticate', {
  tag: TAG,
  summary:
    'Verifies the assertion (its challenge, origin, RP ID, signature and signature counter) and starts a session for the passkey’s user',
  body: WebauthnAuthenticateRequest,
  response: AuthenticateResponse,
  errors: [
    'webauthn_challenge_not_found',
    'webauthn_registration_not_found',
    'invalid_webauthn_response',
    'bad_request',
  ],
});

const update = sdkRoute('webauthnUpdate', {
  method: 'put',
  tag: TAG,
  summary: 'Renames one of the signed-in user’s passkeys',
  params: RegistrationParam,
  body: WebauthnUpdateRequest,
  response: OkResponse.extend({ webauthn_registration: WebauthnRegistration }).meta({ id: 'WebauthnUpdateResponse' }),
  errors: [...SESSION_ERRORS, 'webauthn_registration_not_found', 'bad_request'],
});

const remove = sdkRoute('usersDeleteWebauthnRegistration', {
  method: 'delete',
  tag: TAG,
  summary: 'Deletes one of the signed-in user’s passkeys (another user’s passkey is not found)',
  params: RegistrationParam,
  response: OkResponse,
  errors: [...SESSION_ERRORS, 'webauthn_registration_not_found'],
});

/** SDK routes of passkeys: registration, sign-in, renaming and deleting. */
export function passkeyRoutes(deps: AppDeps) {
  const startLimit = (deps.config.clientLimits ?? DEFAULT_CLIENT_LIMITS).passkeyChallenges;
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  const startAuthenticationHandler: RouteHandler<typeof authenticateStart, AppEnv> = async (c) => {
    // Each start stores a challenge and needs no session: limited per client so a script cannot fill the table.
    await enforceClientLimit(deps, {
      scope: 'passkey-challenges',
      clientAddress: clientAddress(c, trustedProxies),
      rule: startLimit,
      message: 'too_many_requests.signInStarts',
    });
    const options = await startAuthentication(deps, {
      project: c.get('project'),
      isPasskey: c.req.valid('json').is_passkey ?? true,
    });
    return ok(c, { public_key_credential_request_options: options });
  };
  const routes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(registerStart, async (c) => {
      const options = await startRegistration(deps, {
        project: c.get('project'),
        sessionToken: c.get('sessionToken'),
        isPasskey: c.req.valid('json').is_passkey ?? true,
      });
      return ok(c, { public_key_credential_creation_options: options });
    })
    .openapi(register, async (c) => {
      const body = c.req.valid('json');
      const signedIn = await finishRegistration(deps, {
        project: c.get('project'),
        sessionToken: c.get('sessionToken'),
        credential: body.public_key_credential,
        userAgent: c.req.header('user-agent') ?? '',
        durationMinutes: body.session_duration_minutes,
        pageOrigin: c.req.header('origin'),
      });
      return ok(c, signedIn);
    })
    .openapi(authenticateStart, startAuthenticationHandler)
    .openapi(authenticate, async (c) => {
      const body = c.req.valid('json');
      const signedIn = await finishAuthentication(deps, {
        client: signInClientOf(c),
        presented: presentedBySdk(c, body),
        project: c.get('project'),
        credential: body.public_key_credential,
        durationMinutes: body.session_duration_minutes,
        pageOrigin: c.req.header('origin'),
      });
      return ok(c, signedIn);
    })
    .openapi(update, async (c) => {
      const registration = await renameRegistration(deps, {
        project: c.get('project'),
        sessionToken: c.get('sessionToken'),
        registrationId: c.req.valid('param').webauthn_registration_id,
        name: c.req.valid('json').name,
      });
      return ok(c, { webauthn_registration: registration });
    })
    .openapi(remove, async (c) => {
      await deleteRegistration(deps, {
        project: c.get('project'),
        sessionToken: c.get('sessionToken'),
        registrationId: c.req.valid('param').webauthn_registration_id,
      });
      return ok(c);
    });
  for (const alias of STYTCH_START_ALIASES.webauthnAuthenticateStart) {
    routes.openapi(stytchAliasOf(authenticateStart, alias), startAuthenticationHandler);
  }
  return routes;
}
