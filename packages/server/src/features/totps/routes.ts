import {
  TotpsAuthenticateRequest,
  TotpsAuthenticateResponse,
  TotpsCreateRequest,
  TotpsCreateResponse,
  TotpsRecoverRequest,
  TotpsRecoveryCodesRequest,
  TotpsRecoveryCodesResponse,
  TotpsRecoveryCodesRotateRequest,
  TotpsRecoveryCodesRotateResponse,
  UsersDeleteTotpResponse,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { clientAddress } from '../../security/client-address.ts';
import { signInClientOf } from '../sessions/sign-in-client.ts';
import { authenticateTotp, type CodeAttempt, recoverWithCode } from './authenticate.ts';
import { createTotpContext } from './context.ts';
import { enrolTotp } from './enrol.ts';
import { listUnusedRecoveryCodes, removeOwnTotp, rotateRecoveryCodes } from './manage.ts';
import { sdkTotpCaller } from './sdk-caller.ts';

const TAG = 'Authenticator apps (TOTP)';
const CALLER_ERRORS = ['missing_session', 'session_not_found', 'intermediate_session_not_found'] as const;
const SIGN_IN_ERRORS = [
  ...CALLER_ERRORS,
  'session_user_mismatch',
  'mfa_factor_not_allowed',
  'too_many_requests',
] as const;

const create = sdkRoute('totpsCreate', {
  tag: TAG,
  summary:
    'Enrols an authenticator app for the signed-in user (or a sign-in waiting for MFA): secret, QR code and 10 recovery codes; confirmed by a first right code within expiration_minutes (default 1440)',
  body: TotpsCreateRequest,
  response: TotpsCreateResponse,
  errors: [...CALLER_ERRORS, 'unverified_account', 'active_totp_exists', 'bad_request'],
});

const authenticate = sdkRoute('totpsAuthenticate', {
  tag: TAG,
  summary:
    'Checks a code of the user’s authenticator app (RFC 6238, one 30-second step either side, each code once) and adds the factor to the session, or finishes MFA',
  body: TotpsAuthenticateRequest,
  response: TotpsAuthenticateResponse,
  errors: [
    ...SIGN_IN_ERRORS,
    'totp_not_found',
    'totp_code_not_found',
    'totp_code_already_authenticated',
    'bad_request',
  ],
});

const recoveryCodes = sdkRoute('totpsRecoveryCodes', {
  tag: TAG,
  summary:
    'The signed-in user’s unused recovery codes; once an authenticator is confirmed, only a session with a second factor reads them',
  body: TotpsRecoveryCodesRequest,
  response: TotpsRecoveryCodesResponse,
  errors: [...CALLER_ERRORS, 'mfa_required'],
});

const recover = sdkRoute('totpsRecover', {
  tag: TAG,
  summary: 'Spends one recovery code instead of an authenticator code (each code once)',
  body: TotpsRecoverRequest,
  response: TotpsAuthenticateResponse,
  errors: [...SIGN_IN_ERRORS, 'totp_not_found', 'recovery_code_not_found', 'bad_request'],
});

const rotateRecoveryCodesRoute = sdkRoute('totpsRecoveryCodesRotate', {
  tag: TAG,
  summary:
    'New recovery codes for the signed-in user’s confirmed authenticator, the old ones void at once (as Stytch B2B’s recovery_codes/rotate); only a session with a second factor',
  body: TotpsRecoveryCodesRotateRequest,
  response: TotpsRecoveryCodesRotateResponse,
  errors: [...CALLER_ERRORS, 'totp_not_found', 'mfa_required'],
});

const removeOwn = sdkRoute('usersDeleteTotp', {
  method: 'delete',
  tag: TAG,
  summary:
    'Removes the signed-in user’s authenticator app and its recovery codes (Stytch’s user.deleteTOTP); a confirmed one only from a session with a second factor',
  params: z.object({ totp_id: z.string().min(1).max(128) }),
  response: UsersDeleteTotpResponse,
  errors: [...CALLER_ERRORS, 'totp_not_found', 'mfa_required'],
});

/** SDK routes of authenticator apps, as Stytch's browser SDK calls them (`totps.*`). */
export function totpRoutes(deps: AppDeps) {
  const context = createTotpContext(deps);
  const callerOf = (c: Context<AppEnv>, intermediateSessionToken: string | undefined) =>
    sdkTotpCaller(deps, { project: c.get('project'), sessionToken: c.get('sessionToken'), intermediateSessionToken });
  const attemptOf = async (
    c: Context<AppEnv>,
    body: { intermediate_session_token?: string | undefined; session_duration_minutes?: number | undefined },
  ): Promise<CodeAttempt> => {
    const who = await callerOf(c, body.intermediate_session_token);
    return {
      project: c.get('project'),
      userId: who.userId,
      clientAddress: clientAddress(c, context.trustedProxies),
      client: signInClientOf(c),
      checked: who.checked,
      durationMinutes: body.session_duration_minutes,
    };
  };

  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(create, async (c) => {
      const body = c.req.valid('json');
      const who = await callerOf(c, body.intermediate_session_token);
      const enrolment = await enrolTotp(context, {
        project: c.get('project'),
        userId: who.userId,
        caller: who.caller,
        mayReplaceConfirmed: who.hasSecondFactor,
        expirationMinutes: body.expiration_minutes,
      });
      return ok(c, enrolment);
    })
    .openapi(authenticate, async (c) => {
      const body = c.req.valid('json');
      return ok(c, await authenticateTotp(context, { ...(await attemptOf(c, body)), code: body.totp_code }));
    })
    .openapi(recoveryCodes, async (c) => {
      const who = await callerOf(c, undefined);
      const list = await listUnusedRecoveryCodes(context, {
        project: c.get('project'),
        userId: who.userId,
        secondFactorProven: who.hasSecondFactor,
      });
      return ok(c, list);
    })
    .openapi(rotateRecoveryCodesRoute, async (c) => {
      const who = await callerOf(c, undefined);
      return ok(
        c,
        await rotateRecoveryCodes(context, {
          project: c.get('project'),
          userId: who.userId,
          secondFactorProven: who.hasSecondFactor,
        }),
      );
    })
    .openapi(removeOwn, async (c) => {
      const who = await callerOf(c, undefined);
      return ok(
        c,
        await removeOwnTotp(context, {
          project: c.get('project'),
          userId: who.userId,
          totpId: c.req.valid('param').totp_id,
          secondFactorProven: who.hasSecondFactor,
          locale: requestLocale(c),
        }),
      );
    })
    .openapi(recover, async (c) => {
      const body = c.req.valid('json');
      return ok(c, await recoverWithCode(context, { ...(await attemptOf(c, body)), recoveryCode: body.recovery_code }));
    });
}
