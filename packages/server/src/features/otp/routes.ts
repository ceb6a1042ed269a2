import {
  OtpsAuthenticateRequest,
  OtpsEmailLoginOrCreateRequest,
  OtpsLoginOrCreateResponse,
  OtpsPhoneLoginOrCreateRequest,
} from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { AppEnv } from '../../http/env.ts';
import { AuthenticateResponse, jsonRoute } from '../../http/route-helpers.ts';
import { validationHook } from '../../http/validation.ts';
import { clientAddress } from '../../security/client-address.ts';
import { withErrorTypes } from '../docs/error-types.ts';
import { authenticatePasscode } from './authenticate.ts';
import { createOtpContext } from './context.ts';
import { type SendRequester, sendEmailPasscode, sendPhonePasscode } from './send.ts';

const SEND_ERRORS = ['too_many_requests', 'bad_request'] as const;

const emailRoute = withErrorTypes(
  jsonRoute({
    path: SDK_PATHS.otpsEmailLoginOrCreate,
    tag: 'One-time passcodes',
    summary: 'Email a 6-digit passcode, creating the user when the address is new; answers the method id',
    body: OtpsEmailLoginOrCreateRequest,
    response: OtpsLoginOrCreateResponse,
  }),
  ['invalid_email', 'template_not_found', ...SEND_ERRORS],
);

const phoneRoute = (channel: 'sms' | 'whatsapp') =>
  withErrorTypes(
    jsonRoute({
      path: channel === 'sms' ? SDK_PATHS.otpsSmsLoginOrCreate : SDK_PATHS.otpsWhatsappLoginOrCreate,
      tag: 'One-time passcodes',
      summary: `Text a 6-digit passcode by ${channel === 'sms' ? 'SMS' : 'WhatsApp'} to a phone number in E.164, creating the user when the number is new`,
      body: OtpsPhoneLoginOrCreateRequest,
      response: OtpsLoginOrCreateResponse,
    }),
    ['invalid_phone_number', 'product_not_enabled', ...SEND_ERRORS],
  );

const authenticateRoute = withErrorTypes(
  jsonRoute({
    path: SDK_PATHS.otpsAuthenticate,
    tag: 'One-time passcodes',
    summary: 'Exchange a passcode for a session (single use; 5 wrong tries per code)',
    body: OtpsAuthenticateRequest,
    response: AuthenticateResponse,
  }),
  ['otp_code_not_found', 'otp_code_expired', 'otp_attempts_exceeded', 'too_many_requests', 'bad_request'],
);

/** SDK routes of one-time passcodes by email, SMS and WhatsApp. */
export function otpRoutes(deps: AppDeps) {
  const context = createOtpContext(deps);
  const requester = (c: Context<AppEnv>): SendRequester => ({
    project: c.get('project'),
    clientAddress: clientAddress(c, context.trustedProxies, context.socketAddress),
    origin: c.req.header('origin'),
  });
  const answer = (c: Context<AppEnv>, sent: { methodId: string }) =>
    c.json({ status_code: 200, request_id: c.get('requestId'), method_id: sent.methodId }, 200);

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
        project: c.get('project'),
        request: c.req.valid('json'),
        clientAddress: clientAddress(c, context.trustedProxies, context.socketAddress),
      });
      return c.json({ status_code: 200, request_id: c.get('requestId'), ...signedIn }, 200);
    });
}
