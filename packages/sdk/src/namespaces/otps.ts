import type { OtpsLoginOrCreateResponseBody } from '@foyer/protocol';
import { SDK_PATHS } from '@foyer/protocol/paths';
import { type ClientContext, postAuthenticate } from '../context.ts';
import type { CallOptions, OtpOptions, OtpsApi } from '../types.ts';

/** One-time passcodes by email, SMS and WhatsApp. Phone numbers are sent in E.164 form. */
export function createOtpsApi(context: ClientContext): OtpsApi {
  const send = (path: string, body: Record<string, unknown>, call: CallOptions = {}) =>
    context.http.request<OtpsLoginOrCreateResponseBody>('POST', path, { ...call, body });
  const phone = (path: string) => ({
    loginOrCreate: (phoneNumber: string, options: OtpOptions = {}, call?: CallOptions) =>
      send(path, { ...options, phone_number: phoneNumber }, call),
  });
  return {
    email: {
      loginOrCreate: (email, options = {}, call) => send(SDK_PATHS.otpsEmailLoginOrCreate, { ...options, email }, call),
    },
    sms: phone(SDK_PATHS.otpsSmsLoginOrCreate),
    whatsapp: phone(SDK_PATHS.otpsWhatsappLoginOrCreate),
    authenticate: (code, methodId, options, call) =>
      postAuthenticate(
        context,
        SDK_PATHS.otpsAuthenticate,
        { token: code, method_id: methodId, session_duration_minutes: options.session_duration_minutes },
        call,
      ),
  };
}
