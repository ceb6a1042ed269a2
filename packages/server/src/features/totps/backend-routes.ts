import {
  PresentedSessionFields,
  RecoveryCode,
  SessionDurationMinutes,
  TotpCode,
  TotpExpirationMinutes,
  TotpsAuthenticateResponse,
  TotpsCreateResponse,
  TotpsRecoveryCodesResponse,
  User,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { checkPresentedSession } from '../sessions/check-presented-session.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticateTotp, type CodeAttempt, recoverWithCode } from './authenticate.ts';
import { createTotpContext } from './context.ts';
import { enrolTotp } from './enrol.ts';
import { listUnusedRecoveryCodes, removeTotp } from './manage.ts';

const TAG = 'Backend: authenticator apps (TOTP)';
const UserId = z.string().min(1).max(128);
const signInFields = {
  user_id: UserId,
  session_duration_minutes: SessionDurationMinutes.optional(),
  ...PresentedSessionFields,
  // Stytch's clients may send these; Foyer has no custom claims or device fingerprints yet.
  session_custom_claims: z.record(z.string(), z.unknown()).optional(),
  telemetry_id: z.string().max(256).optional(),
};

const CreateRequest = z
  .object({ user_id: UserId, expiration_minutes: TotpExpirationMinutes.optional() })
  .meta({ id: 'BackendTotpsCreateRequest' });
const AuthenticateRequest = z
  .object({ ...signInFields, totp_code: TotpCode })
  .meta({ id: 'BackendTotpsAuthenticateRequest' });
const RecoverRequest = z
  .object({ ...signInFields, recovery_code: RecoveryCode })
  .meta({ id: 'BackendTotpsRecoverRequest' });
const RecoveryCodesRequest = z.object({ user_id: UserId }).meta({ id: 'BackendTotpsRecoveryCodesRequest' });
const TotpParam = z.object({ totp_id: z.string().min(1).max(128) });
const DeleteResponse = z
  .object({ status_code: z.number().int(), request_id: z.string(), user_id: z.string(), user: User })
  .meta({ id: 'BackendUsersDeleteTotpResponse' });

const SIGN_IN_ERRORS = [
  'unauthorized_credentials',
  'user_not_found',
  'totp_not_found',
  'session_not_found',
  'invalid_session_jwt',
  'intermediate_session_not_found',
  'session_user_mismatch',
  'mfa_factor_not_allowed',
  'invalid_session_duration',
  'too_many_requests',
  'bad_request',
] as const;

const create = backendRoute('totpsCreate', {
  tag: TAG,
  summary:
    'Enrols an authenticator app for a user: secret, QR code (issuer: the project name) and 10 recovery codes; a user with a confirmed one gets active_totp_exists (delete it first)',
  body: CreateRequest,
  response: TotpsCreateResponse,
  errors: ['unauthorized_credentials', 'user_not_found', 'active_totp_exists', 'bad_request'],
});

const authenticate = backendRoute('totpsAuthenticate', {
  tag: TAG,
  summary:
    'Checks an authenticator code (RFC 6238, one step either side, each code once): starts a session, adds the factor to session_token/session_jwt, or finishes intermediate_session_token',
  body: AuthenticateRequest,
  response: TotpsAuthenticateResponse,
  errors: [...SIGN_IN_ERRORS, 'totp_code_not_found', 'totp_code_already_authenticated'],
});

const recoveryCodes = backendRoute('totpsRecoveryCodes', {
  tag: TAG,
  summary: 'A user’s authenticator apps with their unused recovery codes',
  body: RecoveryCodesRequest,
  response: TotpsRecoveryCodesResponse,
  errors: ['unauthorized_credentials', 'user_not_found', 'bad_request'],
});

const recover = backendRoute('totpsRecover', {
  tag: TAG,
  summary: 'Spends one recovery code of the user’s confirmed authenticator app, like an authenticator code',
  body: RecoverRequest,
  response: TotpsAuthenticateResponse,
  errors: [...SIGN_IN_ERRORS, 'recovery_code_not_found'],
});

const remove = backendRoute('usersTotp', {
  method: 'delete',
  tag: TAG,
  summary: 'Removes an authenticator app and its recovery codes',
  params: TotpParam,
  response: DeleteResponse,
  errors: ['unauthorized_credentials', 'totp_not_found'],
});

/** Backend routes of authenticator apps, as Stytch's `stytch` Node client calls them. */
export function backendTotpRoutes(deps: AppDeps) {
  const context = createTotpContext(deps);
  // The host's server calls for all its users: wrong codes count per user, not per client address.
  const attemptOf = async (
    c: Context<AppEnv>,
    body: z.infer<typeof AuthenticateRequest> | z.infer<typeof RecoverRequest>,
  ): Promise<CodeAttempt> => {
    const project = c.get('project');
    return {
      project,
      userId: body.user_id,
      clientAddress: null,
      client: UNKNOWN_SIGN_IN_CLIENT,
      // Another user's session is refused here, before a code is spent on a sign-in that fails.
      checked: await checkPresentedSession(deps, {
        project,
        userId: body.user_id,
        presented: presentedByBackend(body),
      }),
      durationMinutes: body.session_duration_minutes,
    };
  };

  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(create, async (c) => {
      const body = c.req.valid('json');
      const enrolment = await enrolTotp(context, {
        project: c.get('project'),
        userId: body.user_id,
        caller: { kind: 'backend', userId: body.user_id },
        // As Stytch's API: the host deletes a confirmed authenticator first, deciding itself who may.
        mayReplaceConfirmed: false,
        expirationMinutes: body.expiration_minutes,
      });
      return ok(c, enrolment);
    })
    .openapi(authenticate, async (c) => {
      const body = c.req.valid('json');
      return ok(c, await authenticateTotp(context, { ...(await attemptOf(c, body)), code: body.totp_code }));
    })
    .openapi(recoveryCodes, async (c) => {
      const { user_id } = c.req.valid('json');
      return ok(
        c,
        await listUnusedRecoveryCodes(context, {
          project: c.get('project'),
          userId: user_id,
          secondFactorProven: true,
        }),
      );
    })
    .openapi(recover, async (c) => {
      const body = c.req.valid('json');
      return ok(c, await recoverWithCode(context, { ...(await attemptOf(c, body)), recoveryCode: body.recovery_code }));
    })
    .openapi(remove, async (c) => {
      return ok(
        c,
        await removeTotp(context, {
          project: c.get('project'),
          totpId: c.req.valid('param').totp_id,
          locale: requestLocale(c),
        }),
      );
    });
}
