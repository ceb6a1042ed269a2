import { z } from 'zod';
import { Email, envelope, PresentedSessionFields, SessionDurationMinutes } from './common.ts';

const ExpirationMinutes = z.number().int().min(1).max(10);
/** E.164: a plus, then up to 15 digits. */
export const E164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'Phone numbers are sent in E.164 form, like +15551234567');

export const OtpsEmailLoginOrCreateRequest = z
  .object({
    email: Email,
    expiration_minutes: ExpirationMinutes.optional(),
    login_template_id: z.string().max(128).optional(),
    signup_template_id: z.string().max(128).optional(),
  })
  .meta({ id: 'OtpsEmailLoginOrCreateRequest' });

export const OtpsPhoneLoginOrCreateRequest = z
  .object({ phone_number: E164, expiration_minutes: ExpirationMinutes.optional() })
  .meta({ id: 'OtpsPhoneLoginOrCreateRequest' });

export const OtpsLoginOrCreateResponse = z
  .object({ ...envelope, method_id: z.string() })
  .meta({ id: 'OtpsLoginOrCreateResponse' });

export const OtpsAuthenticateRequest = z
  .object({
    intermediate_session_token: PresentedSessionFields.intermediate_session_token,
    token: z.string().regex(/^\d{6}$/, 'The passcode is 6 digits'),
    method_id: z.string().max(128),
    session_duration_minutes: SessionDurationMinutes.optional(),
  })
  .meta({ id: 'OtpsAuthenticateRequest' });
