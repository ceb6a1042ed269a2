import { AuthenticateResponse, E164, Email, PresentedSessionFields, SessionDurationMinutes } from '@foyer/protocol';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors/api-error.ts';
import { refuseSessionFields, SESSION_FIELDS } from '../../http/backend-session-fields.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { backendRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { findUserByEmail, findUserByPhone } from '../../store/users.ts';
import { presentedByBackend } from '../sessions/presented-session.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../sessions/sign-in-client.ts';
import { authenticatePasscode } from './authenticate.ts';
import { createOtpContext } from './context.ts';
import type { Destination } from './destinations.ts';
import { type ResolveDestination, type SendRequester, sendEmailPasscode, sendPhonePasscode } from './send.ts';

const ExpirationMinutes = z.number().int().min(1).max(10);
const templates = {
  login_template_id: z.string().max(128).optional(),
  signup_template_id: z.string().max(128).optional(),
};
const sendTarget = { ...SESSION_FIELDS, user_id: z.string().max(128).optional() };

const EmailSendRequest = refuseSessionFields(
  z.object({ email: Email, expiration_minutes: ExpirationMinutes.optional(), ...templates, ...sendTarget }),
).meta({ id: 'BackendOtpsEmailSendRequest' });
const SmsSendRequest = refuseSessionFields(
  z.object({ phone_number: E164, expiration_minutes: ExpirationMinutes.optional(), ...sendTarget }),
).meta({ id: 'BackendOtpsSmsSendRequest' });
const PhoneLoginOrCreateRequest = z
  .object({ phone_number: E164, expiration_minutes: ExpirationMinutes.optional() })
  .meta({ id: 'BackendOtpsPhoneLoginOrCreateRequest' });
const EmailLoginOrCreateRequest = z
  .object({ email: Email, expiration_minutes: ExpirationMinutes.optional(), ...templates })
  .meta({ id: 'BackendOtpsEmailLoginOrCreateRequest' });
/** Stytch's backend names the passcode `code` (its browser SDK says `token`). */
/** A session named here gets the passcode's factor added; an intermediate token is finished by it. */
const AuthenticateRequest = z
  .object({
    method_id: z.string().max(128),
    code: z.string().regex(/^\d{6}$/, 'The passcode is 6 digits'),
    session_duration_minutes: SessionDurationMinutes.optional(),
    ...PresentedSessionFields,
  })
  .meta({ id: 'BackendOtpsAuthenticateRequest' });

const envelope = { status_code: z.number().int(), request_id: z.string() };
const EmailSentResponse = z
  .object({ ...envelope, user_id: z.string(), email_id: z.string() })
  .meta({ id: 'BackendOtpsEmailSentResponse' });
const SmsSentResponse = z
  .object({ ...envelope, user_id: z.string(), phone_id: z.string() })
  .meta({ id: 'BackendOtpsSmsSentResponse' });
const PhoneLoginOrCreateResponse = z
  .object({ ...envelope, user_id: z.string(), phone_id: z.string(), user_created: z.boolean() })
  .meta({ id: 'BackendOtpsPhoneLoginOrCreateResponse' });
const EmailLoginOrCreateResponse = z
  .object({ ...envelope, user_id: z.string(), email_id: z.string(), user_created: z.boolean() })
  .meta({ id: 'BackendOtpsEmailLoginOrCreateResponse' });
const BackendAuthenticateResponse = AuthenticateResponse.extend({
  method_id: z.string(),
  reset_sessions: z.boolean(),
}).meta({ id: 'BackendOtpsAuthenticateResponse' });

const SEND_ERRORS = ['unauthorized_credentials', 'invalid_expiration', 'too_many_requests', 'bad_request'] as const;

const emailSend = backendRoute('otpsEmailSend', {
  tag: 'Backend: one-time passcodes',
  summary: 'Emails a 6-digit passcode to the existing user of an address',
  body: EmailSendRequest,
  response: EmailSentResponse,
  errors: ['invalid_email', 'template_not_found', 'user_not_found', 'email_delivery_failed', ...SEND_ERRORS],
});

type PhoneChannel = 'sms' | 'whatsapp';
const channelName = (channel: PhoneChannel) => (channel === 'sms' ? 'SMS' : 'WhatsApp');

const phoneSend = (channel: PhoneChannel) =>
  backendRoute(channel === 'sms' ? 'otpsSmsSend' : 'otpsWhatsappSend', {
    tag: 'Backend: one-time passcodes',
    summary: `Texts a 6-digit passcode by ${channelName(channel)} to the existing user of a phone number (E.164)`,
    body: SmsSendRequest,
    response: SmsSentResponse,
    errors: ['invalid_phone_number', 'product_not_enabled', 'user_not_found', ...SEND_ERRORS],
  });

const phoneLoginOrCreate = (channel: PhoneChannel) =>
  backendRoute(channel === 'sms' ? 'otpsSmsLoginOrCreate' : 'otpsWhatsappLoginOrCreate', {
    tag: 'Backend: one-time passcodes',
    summary: `Texts a 6-digit passcode by ${channelName(channel)}, creating the user when the number is new`,
    body: PhoneLoginOrCreateRequest,
    response: PhoneLoginOrCreateResponse,
    errors: ['invalid_phone_number', 'product_not_enabled', ...SEND_ERRORS],
  });

const emailLoginOrCreate = backendRoute('otpsEmailLoginOrCreate', {
  tag: 'Backend: one-time passcodes',
  summary: 'Emails a 6-digit passcode, creating the user when the address is new',
  body: EmailLoginOrCreateRequest,
  response: EmailLoginOrCreateResponse,
  errors: ['invalid_email', 'template_not_found', 'email_delivery_failed', ...SEND_ERRORS],
});

const authenticate = backendRoute('otpsAuthenticate', {
  tag: 'Backend: one-time passcodes',
  summary: 'Exchanges a passcode for a session (single use; 5 wrong tries per code)',
  body: AuthenticateRequest,
  response: BackendAuthenticateResponse,
  errors: [
    'unauthorized_credentials',
    'otp_code_not_found',
    'otp_code_expired',
    'otp_attempts_exceeded',
    'invalid_session_duration',
    'too_many_requests',
    'bad_request',
  ],
});

const noUser = (what: string, create: string) =>
  new ApiError('user_not_found', `No user has this ${what}. Create one with ${create}.`);

const existingEmail: ResolveDestination = async (deps, project, email) => {
  const found = await findUserByEmail(deps.db, project.projectId, email);
  if (!found) throw noUser('email address', '/v1/otps/email/login_or_create');
  return {
    methodId: found.emailId,
    userId: found.userId,
    isNewUser: found.userStatus === 'pending',
    created: false,
  } satisfies Destination;
};

const existingPhone: ResolveDestination = async (deps, project, phoneNumber) => {
  const found = await findUserByPhone(deps.db, project.projectId, phoneNumber);
  if (!found) throw noUser('phone number', 'a passcode sign-in from the widget (it creates the user)');
  return { methodId: found.phoneId, userId: found.userId, isNewUser: false, created: false } satisfies Destination;
};

/** Backend routes of one-time passcodes, as Stytch's `stytch` Node client calls them. */
export function backendOtpRoutes(deps: AppDeps) {
  const context = createOtpContext(deps);
  // The caller is the host's own server: limits count per destination and per user, not per client
  // address, or one busy host would lock out all its users. No browser origin: WebOTP names the project host.
  const requester = (c: Context<AppEnv>): SendRequester => ({
    project: c.get('project'),
    clientAddress: null,
    origin: undefined,
    locale: requestLocale(c),
  });
  /** The same feature code as the widget's phone sign-in; `existingPhone` makes it a send to a known user. */
  const sendToPhone = async (
    c: Context<AppEnv>,
    body: { phone_number: string; expiration_minutes?: number | undefined },
    channel: PhoneChannel,
    resolve?: ResolveDestination,
  ) => {
    const sent = await sendPhonePasscode(context, requester(c), { ...body, channel }, resolve);
    return { user_id: sent.userId, phone_id: sent.methodId, user_created: sent.created };
  };

  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(emailSend, async (c) => {
      const sent = await sendEmailPasscode(context, requester(c), c.req.valid('json'), existingEmail);
      return ok(c, { user_id: sent.userId, email_id: sent.methodId });
    })
    .openapi(phoneSend('sms'), async (c) => {
      const { user_created: _, ...sent } = await sendToPhone(c, c.req.valid('json'), 'sms', existingPhone);
      return ok(c, sent);
    })
    .openapi(phoneSend('whatsapp'), async (c) => {
      const { user_created: _, ...sent } = await sendToPhone(c, c.req.valid('json'), 'whatsapp', existingPhone);
      return ok(c, sent);
    })
    .openapi(phoneLoginOrCreate('sms'), async (c) => ok(c, await sendToPhone(c, c.req.valid('json'), 'sms')))
    .openapi(phoneLoginOrCreate('whatsapp'), async (c) => ok(c, await sendToPhone(c, c.req.valid('json'), 'whatsapp')))
    .openapi(emailLoginOrCreate, async (c) => {
      const sent = await sendEmailPasscode(context, requester(c), c.req.valid('json'));
      return ok(c, { user_id: sent.userId, email_id: sent.methodId, user_created: sent.created });
    })
    .openapi(authenticate, async (c) => {
      const request = c.req.valid('json');
      const signedIn = await authenticatePasscode(context, {
        client: UNKNOWN_SIGN_IN_CLIENT,
        presented: presentedByBackend(request),
        project: c.get('project'),
        request: {
          token: request.code,
          method_id: request.method_id,
          session_duration_minutes: request.session_duration_minutes,
        },
        clientAddress: null,
      });
      return ok(c, { ...signedIn, method_id: request.method_id, reset_sessions: false });
    });
}
