import {
  AuthenticateResponse,
  OtpsAuthenticateRequest,
  OtpsEmailLoginOrCreateRequest,
  OtpsLoginOrCreateResponse,
  OtpsPhoneLoginOrCreateRequest,
} from '@foyer/protocol';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { ok } from '../../http/ok.ts';
import { sdkRoute } from '../../http/route.ts';
import { validationHook } from '../../http/validation.ts';
import { requestLocale } from '../../locales/request-locale.ts';
import { clientAddress } from '../../security/client-address.ts';
import { presentedBySdk } from '../sessions/presented-session.ts';
import { signInClientOf } from '../sessions/sign-in-client.ts';
import { authenticatePasscode } from './authenticate.ts';
import { createOtpContext } from './context.ts';
import { type SendRequester, sendEmailPasscode, sendPhonePasscode } from './send.ts';

const SEND_ERRORS = ['too_many_requests', 'bad_request'] as const;

const emailRoute = sdkRoute('otpsEmailLoginOrCreate', {
  tag: 'One-time passcodes',
  summary: 'Email a 6-digit passcode, creating the user when the address is new; answers the method id',
  body: OtpsEmailLoginOrCreateRequest,
  response: OtpsLoginOrCreateResponse,
  errors: ['invalid_email', 'template_not_found', 'email_delivery_failed', ...SEND_ERRORS],
});

const phoneRoute = (channel: 'sms' | 'whatsapp') =>
  sdkRoute(channel === 'sms' ? 'otpsSmsLoginOrCreate' : 'otpsWhatsappLoginOrCreate', {
    tag: 'One-time passcodes',
    summary: `Text a 6-digit passcode by ${channel === 'sms' ? 'SMS' : 'WhatsApp'} to a phone number in E.164, creating the user when the number is new`,
    body: OtpsPhoneLoginOrCreateRequest,
    response: OtpsLoginOrCreateResponse,
    errors: ['invalid_phone_number', 'product_not_enabled', ...SEND_ERRORS],
  });

const authenticateRoute = sdkRoute('otpsAuthenticate', {
  tag: 'One-time passcodes',
  summary: 'Exchange a passcode for a session (single use; 5 wrong tries per code)',
  body: OtpsAuthenticateRequest,
  response: AuthenticateResponse,
  errors: ['otp_code_not_found', 'otp_code_expired', 'otp_attempts_exceeded', 'too_many_requests', 'bad_request'],
});

/** SDK routes of one-time passcodes by email, SMS and WhatsApp. */
export function otpRoutes(deps: AppDeps) {
  const context = createOtpContext(deps);
  const requester = (c: Context<AppEnv>): SendRequester => ({
    project: c.get('project'),
    clientAddress: clientAddress(c, context.trustedProxies, context.socketAddress),
    origin: c.req.header('origin'),
    locale: requestLocale(c),
  });
  const answer = (c: Context<AppEnv>, sent: { methodId: string }) => ok(c, { method_id: sent.methodId });

  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(emailRoute, async (c) => answer(c, await sendEmailPasscode(context, requester(c), c.req.valid('json'))))
    .openapi(phoneRoute('sms'), async (c) =>
      answer(c, await sendPhonePasscode(context, requester(c), { ...c.req.valid('json'), channel: 'sms' })),
    )
    .openapi(phoneRoute('whatsapp'), async (c) =>
      answer(c, await sendPhonePasscode(context, requester(c), { ...c.req.valid('json'), channel: 'whatsapp' })),
    )
    .openapi(authenticateRoute, async (c) => {
      const signedIn = await authenticatePasscode(context, {
        client: signInClientOf(c),
        presented: presentedBySdk(c, c.req.valid('json')),
        project: c.get('project'),
        request: c.req.valid('json'),
        clientAddress: clientAddress(c, context.trustedProxies, context.socketAddress),
      });
      return ok(c, signedIn);
    });
}
