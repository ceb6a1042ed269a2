import {
  AuthenticateResponse,
  PasswordStrengthCheckRequest,
  PasswordStrengthCheckResponse,
  PasswordsCreateRequest,
  PresentedSessionFields,
} from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { normalizeEmail } from '../../security/email.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticatePassword } from './authenticate.ts';
import { createPasswordContext } from './context.ts';
import { createPassword } from './create.ts';
import { PasswordRefusedError, refusalResponse, strengthIn } from './refusal.ts';
import { PasswordResetRequiredError, resetRequiredResponse } from './reset-required.ts';
import { type PasswordSettings, passwordSettingsFromEnv } from './settings.ts';
import { checkPasswordStrength } from './strength.ts';

const TAG = 'Backend: passwords';

/** Stytch's backend bodies: a session named here gets the password factor added (authenticate). */
const CreateRequest = PasswordsCreateRequest.meta({ id: 'BackendPasswordsCreateRequest' });
const AuthenticateRequest = PasswordsCreateRequest.extend(PresentedSessionFields).meta({
  id: 'BackendPasswordsAuthenticateRequest',
});
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
    });
}
