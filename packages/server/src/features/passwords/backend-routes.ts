import {
  AuthenticateResponse,
  Email,
  PasswordStrengthCheckRequest,
  PasswordStrengthCheckResponse,
  PasswordsCreateRequest,
  PasswordsResetByEmailRequest,
  PasswordsResetByEmailStartRequest,
  PresentedSessionFields,
  SessionDurationMinutes,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { normalizeEmail } from '../../security/email.ts';
import { findUserByEmail } from '../../store/users.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticatePassword } from './authenticate.ts';
import { createPasswordContext } from './context.ts';
import { createPassword } from './create.ts';
import { PasswordRefusedError, refusalResponse, strengthIn } from './refusal.ts';
import { resetPasswordByEmail } from './reset.ts';
import { resetWithExistingPassword } from './reset-existing.ts';
import { PasswordResetRequiredError, resetRequiredResponse } from './reset-required.ts';
import { resetWithSession } from './reset-session.ts';
import { startPasswordReset } from './reset-start.ts';
import { type PasswordSettings, passwordSettingsFromEnv } from './settings.ts';
import { checkPasswordStrength } from './strength.ts';

const TAG = 'Backend: passwords';

/** Stytch's backend bodies: a session named here gets the password factor added (authenticate). */
const CreateRequest = PasswordsCreateRequest.meta({ id: 'BackendPasswordsCreateRequest' });
const AuthenticateRequest = PasswordsCreateRequest.extend(PresentedSessionFields).meta({
  id: 'BackendPasswordsAuthenticateRequest',
});
const ResetStartRequest = PasswordsResetByEmailStartRequest.meta({ id: 'BackendPasswordsResetByEmailStartRequest' });
const ResetStartResponse = z
  .object({ status_code: z.number().int(), request_id: z.string(), user_id: z.string(), email_id: z.string() })
  .meta({ id: 'BackendPasswordsResetByEmailStartResponse' });
const ResetRequest = PasswordsResetByEmailRequest.extend(PresentedSessionFields).meta({
  id: 'BackendPasswordsResetByEmailRequest',
});
const Password = z.string().min(1).max(256);
const ExistingPasswordResetRequest = z
  .object({
    email: Email,
    existing_password: Password,
    new_password: Password,
    session_duration_minutes: SessionDurationMinutes.optional(),
    ...PresentedSessionFields,
  })
  .meta({ id: 'BackendPasswordsExistingPasswordResetRequest' });
const SessionResetRequest = z
  .object({
    password: Password,
    session_token: PresentedSessionFields.session_token,
    session_jwt: PresentedSessionFields.session_jwt,
    session_duration_minutes: SessionDurationMinutes.optional(),
  })
  .meta({ id: 'BackendPasswordsSessionResetRequest' });
const CreateResponse = AuthenticateResponse.extend({ email_id: z.string() }).meta({
  id: 'BackendPasswordsCreateResponse',
});

const create = backendRoute('passwordsCreate', {
  tag: TAG,
  summary: 'Creates a user with an email and a password, and a session for them',
  body: CreateRequest,
  response: CreateResponse,
  errors: ['unauthorized_credentials', 'invalid_email', 'weak_password', 'breached_password', 'duplicate_email'],
});

const authenticate = backendRoute('passwordsAuthenticate', {
  tag: TAG,
  summary: "Checks a user's email and password and answers a session (wrong tries limited per address)",
  body: AuthenticateRequest,
  response: AuthenticateResponse,
  errors: ['invalid_email', 'unauthorized_credentials', 'reset_password', 'too_many_requests', 'bad_request'],
});

const strengthCheck = backendRoute('passwordsStrengthCheck', {
  tag: TAG,
  summary: "Scores a password under the project's policy (zxcvbn or LUDS) and checks it against breached passwords",
  body: PasswordStrengthCheckRequest,
  response: PasswordStrengthCheckResponse,
  errors: ['unauthorized_credentials', 'invalid_email', 'bad_request'],
});

const resetStart = backendRoute('passwordsEmailResetStart', {
  tag: TAG,
  summary:
    'Emails a password reset link to the user of an address (a code_challenge binds it to a browser; without one it is bare)',
  body: ResetStartRequest,
  response: ResetStartResponse,
  errors: [
    'unauthorized_credentials',
    'invalid_email',
    'user_not_found',
    'invalid_expiration',
    'redirect_url_not_allowed',
    'no_redirect_url_configured',
    'template_not_found',
    'too_many_requests',
    'bad_request',
  ],
});

const reset = backendRoute('passwordsEmailReset', {
  tag: TAG,
  summary: "Sets a new password with the emailed token, answers a session and ends the user's other sessions",
  body: ResetRequest,
  response: AuthenticateResponse,
  errors: [
    'unauthorized_credentials',
    'password_reset_token_not_found',
    'password_reset_token_expired',
    'pkce_expected_code_verifier',
    'pkce_mismatch',
    'weak_password',
    'breached_password',
    'bad_request',
  ],
});

const existingPasswordReset = backendRoute('passwordsExistingPasswordReset', {
  tag: TAG,
  summary: "Changes a user's password with their current one, answers a session and ends their other sessions",
  body: ExistingPasswordResetRequest,
  response: AuthenticateResponse,
  errors: [
    'unauthorized_credentials',
    'invalid_email',
    'reset_password',
    'weak_password',
    'breached_password',
    'too_many_requests',
    'bad_request',
  ],
});

const sessionReset = backendRoute('passwordsSessionReset', {
  tag: TAG,
  summary:
    "Sets a new password for a session's user (the session proved the password or the email in the last 5 minutes) and ends their other sessions",
  body: SessionResetRequest,
  response: AuthenticateResponse,
  errors: [
    'unauthorized_credentials',
    'missing_session',
    'session_not_found',
    'invalid_session_jwt',
    'session_too_old_to_reset_password',
    'unverified_account',
    'weak_password',
    'breached_password',
    'bad_request',
  ],
});

/**
 * The backend's passwords calls in Stytch's shape, on the same feature code as the widget's. The
 * caller is the host's server, so nothing counts per client address (one busy host would lock out
 * all its users); wrong passwords still count per email address.
 */
export function backendPasswordRoutes(deps: AppDeps, settings: PasswordSettings = passwordSettingsFromEnv()) {
  const context = createPasswordContext(deps, settings);
  const routes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  routes.onError((error, c) => {
    if (error instanceof PasswordRefusedError) return refusalResponse(c, error);
    if (error instanceof PasswordResetRequiredError) return resetRequiredResponse(c, error);
    throw error;
  });
  return routes
    .openapi(create, async (c) => {
      const request = c.req.valid('json');
      const signedIn = await createPassword(context, {
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented: presentedByBackend(request),
        project: c.get('project'),
        request,
      });
      const email = normalizeEmail(request.email);
      const emailId = signedIn.user.emails.find((e) => e.email === email)?.email_id ?? '';
      return ok(c, { ...signedIn, email_id: emailId });
    })
    .openapi(authenticate, async (c) => {
      const request = c.req.valid('json');
      const signedIn = await authenticatePassword(context, {
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented: presentedByBackend(request),
        project: c.get('project'),
        request,
        clientAddress: null,
      });
      return ok(c, signedIn);
    })
    .openapi(strengthCheck, async (c) => {
      const { email, password } = c.req.valid('json');
      const result = await checkPasswordStrength(context, {
        password,
        email: email === undefined ? null : normalizeEmail(email),
        policy: c.get('project').settings.password_config,
      });
      return ok(c, strengthIn(result, requestLocale(c)));
    })
    .openapi(resetStart, async (c) => {
      const request = c.req.valid('json');
      const project = c.get('project');
      // The host's server may learn whether an address has a user (it can search them anyway).
      const account = await findUserByEmail(deps.db, project.projectId, normalizeEmail(request.email));
      if (!account) throw new ApiError('user_not_found');
      await startPasswordReset(context, { project, request, locale: requestLocale(c), byBackend: true });
      return ok(c, { user_id: account.userId, email_id: account.emailId });
    })
    .openapi(reset, async (c) => {
      const request = c.req.valid('json');
      const signedIn = await resetPasswordByEmail(context, {
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented: presentedByBackend(request),
        project: c.get('project'),
        request,
      });
      return ok(c, signedIn);
    })
    .openapi(existingPasswordReset, async (c) => {
      const request = c.req.valid('json');
      const signedIn = await resetWithExistingPassword(context, {
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented: presentedByBackend(request),
        project: c.get('project'),
        request,
      });
      return ok(c, signedIn);
    })
    .openapi(sessionReset, async (c) => {
      return ok(c, await resetWithSession(context, { project: c.get('project'), request: c.req.valid('json') }));
    });
}
