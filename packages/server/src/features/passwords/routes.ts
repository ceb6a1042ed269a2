import {
  AuthenticateResponse,
  OkResponse,
  PasswordStrengthCheckRequest,
  PasswordStrengthCheckResponse,
  PasswordsAuthenticateRequest,
  PasswordsCreateRequest,
  PasswordsResetByEmailRequest,
  PasswordsResetByEmailStartRequest,
  UsersSearchRequest,
  UsersSearchResponse,
} from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DEFAULT_CLIENT_LIMITS } from '../../config/limit-settings.ts';
import { buildProxyList } from '../../config/proxy-settings.ts';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { clientAddress } from '../../security/client-address.ts';
import { enforceClientLimit } from '../../security/client-limit.ts';
import { normalizeEmail } from '../../security/email.ts';
import { presentedBySdk } from '../sessions/presented-session.ts';
import { signInClientOf } from '../sessions/sign-in-client.ts';
import { authenticatePassword } from './authenticate.ts';
import { createPasswordContext } from './context.ts';
import { createPassword } from './create.ts';
import { PasswordRefusedError, refusalResponse, strengthIn } from './refusal.ts';
import { resetPasswordByEmail } from './reset.ts';
import { PasswordResetRequiredError, resetRequiredResponse } from './reset-required.ts';
import { startPasswordReset } from './reset-start.ts';
import { type PasswordSettings, passwordSettingsFromEnv } from './settings.ts';
import { checkPasswordStrength } from './strength.ts';
import { searchUserByEmail } from './user-search.ts';

const TAG = 'Passwords';

const create = sdkRoute('passwordsCreate', {
  tag: TAG,
  summary: 'Signs up with email and password and starts a session',
  body: PasswordsCreateRequest,
  response: AuthenticateResponse,
  errors: [
    'invalid_email',
    'weak_password',
    'breached_password',
    'duplicate_email',
    'too_many_requests',
    'bad_request',
  ],
});

const authenticate = sdkRoute('passwordsAuthenticate', {
  tag: TAG,
  summary: 'Logs in with email and password and starts a session',
  body: PasswordsAuthenticateRequest,
  response: AuthenticateResponse,
  errors: ['invalid_email', 'unauthorized_credentials', 'reset_password', 'too_many_requests', 'bad_request'],
});

const strengthCheck = sdkRoute('passwordsStrengthCheck', {
  tag: TAG,
  summary: "Scores a password under the project's policy (zxcvbn or LUDS) and checks it against breached passwords",
  body: PasswordStrengthCheckRequest,
  response: PasswordStrengthCheckResponse,
  errors: ['invalid_email', 'too_many_requests', 'bad_request'],
});

const resetStart = sdkRoute('passwordsResetByEmailStart', {
  tag: TAG,
  summary: 'Emails a password reset link (the same answer whether or not the email has an account)',
  body: PasswordsResetByEmailStartRequest,
  response: OkResponse,
  errors: [
    'invalid_email',
    'invalid_expiration',
    'redirect_url_not_allowed',
    'no_redirect_url_configured',
    'template_not_found',
    'too_many_requests',
    'missing_pkce',
    'bad_request',
  ],
});

const reset = sdkRoute('passwordsResetByEmail', {
  tag: TAG,
  summary: "Sets a new password with the emailed token, starts a session and ends the user's other sessions",
  body: PasswordsResetByEmailRequest,
  response: AuthenticateResponse,
  errors: [
    'password_reset_token_not_found',
    'password_reset_token_expired',
    'pkce_expected_code_verifier',
    'pkce_mismatch',
    'weak_password',
    'breached_password',
    'bad_request',
  ],
});

const usersSearch = sdkRoute('usersSearch', {
  tag: 'Users',
  summary: "Which password screen an email gets: new, password or passwordless (spec's password path)",
  body: UsersSearchRequest,
  response: UsersSearchResponse,
  errors: ['invalid_email', 'too_many_requests', 'bad_request'],
});

/**
 * SDK routes of passwords, and the user search the widget's password path starts with. Settings
 * come from the environment (settings.ts) unless given, e.g. by tests.
 */
export function passwordRoutes(deps: AppDeps, settings: PasswordSettings = passwordSettingsFromEnv()) {
  const context = createPasswordContext(deps, settings);
  const limits = deps.config.clientLimits ?? DEFAULT_CLIENT_LIMITS;
  const trustedProxies = buildProxyList(deps.config.trustedProxies ?? []);
  const client = (c: Context<AppEnv>) => clientAddress(c, trustedProxies);

  const routes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // A refused password answers the error body plus its strength check, reset_password adds its
  // reason; every other error goes on to the app's error handler.
  routes.onError((error, c) => {
    if (error instanceof PasswordRefusedError) return refusalResponse(c, error);
    if (error instanceof PasswordResetRequiredError) return resetRequiredResponse(c, error);
    throw error;
  });
  return routes
    .openapi(create, async (c) => {
      await enforceClientLimit(deps, {
        scope: 'password-signups',
        clientAddress: client(c),
        rule: limits.signUps,
        message: 'too_many_requests.signUps',
      });
      const signedIn = await createPassword(context, {
        client: signInClientOf(c),
        presented: presentedBySdk(c, c.req.valid('json')),
        project: c.get('project'),
        request: c.req.valid('json'),
      });
      return ok(c, signedIn);
    })
    .openapi(authenticate, async (c) => {
      const signedIn = await authenticatePassword(context, {
        client: signInClientOf(c),
        presented: presentedBySdk(c, c.req.valid('json')),
        project: c.get('project'),
        request: c.req.valid('json'),
        clientAddress: client(c),
        clientLimit: limits.failedLogins,
      });
      return ok(c, signedIn);
    })
    .openapi(strengthCheck, async (c) => {
      const { email, password } = c.req.valid('json');
      await enforceClientLimit(deps, {
        scope: 'strength-checks',
        clientAddress: client(c),
        rule: limits.strengthChecks,
        message: 'too_many_requests.passwordChecks',
      });
      const result = await checkPasswordStrength(context, {
        password,
        email: email === undefined ? null : normalizeEmail(email),
        policy: c.get('project').settings.password_config,
      });
      return ok(c, strengthIn(result, requestLocale(c)));
    })
    .openapi(resetStart, async (c) => {
      await startPasswordReset(context, {
        project: c.get('project'),
        request: c.req.valid('json'),
        clientAddress: client(c),
        clientLimit: limits.resetEmails,
        locale: requestLocale(c),
      });
      return ok(c);
    })
    .openapi(reset, async (c) => {
      const signedIn = await resetPasswordByEmail(context, {
        client: signInClientOf(c),
        presented: presentedBySdk(c, c.req.valid('json')),
        project: c.get('project'),
        request: c.req.valid('json'),
      });
      return ok(c, signedIn);
    })
    .openapi(usersSearch, async (c) => {
      await enforceClientLimit(deps, {
        scope: 'user-searches',
        clientAddress: client(c),
        rule: limits.userSearches,
        message: 'too_many_requests.accountLookups',
      });
      const userType = await searchUserByEmail(context, {
        project: c.get('project'),
        email: c.req.valid('json').email,
      });
      return ok(c, { user_type: userType });
    });
}
