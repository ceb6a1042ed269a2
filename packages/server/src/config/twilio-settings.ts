/** Twilio's Messages API (or anything speaking it), for SMS and WhatsApp passcodes. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The SMS sender (E.164); or `messagingServiceSid` instead. */
  from: string | null;
  messagingServiceSid: string | null;
  /** The WhatsApp sender (E.164, sent as `whatsapp:+…`); WhatsApp passcodes are refused without it. */
  whatsappFrom: string | null;
  /** Default https://api.twilio.com; tests point it at a local stand-in. */
  baseUrl: string;
}

/**
 * `TWILIO_ACCOUNT_SID` and `TWILIO_AUTH_TOKEN` (both, or neither), `TWILIO_FROM` or
 * `TWILIO_MESSAGING_SERVICE_SID`, `TWILIO_WHATSAPP_FROM`, `TWILIO_BASE_URL`. Null when unset.
 */
export function twilioFromEnv(env: NodeJS.ProcessEnv): TwilioSettings | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  if (!accountSid && !authToken) return null;
  if (!accountSid || !authToken) throw new Error('Set both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or neither.');
  const from = env.TWILIO_FROM?.trim() || null;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || null;
  const whatsappFrom = env.TWILIO_WHATSAPP_FROM?.trim() || null;
  for (const [name, value] of [
    ['TWILIO_FROM', from],
    ['TWILIO_WHATSAPP_FROM', whatsappFrom],
  ] as const) {
    if (value && !/^\+[1-9]\d{6,14}$/.test(value)) throw new Error(`${name} must be a phone number in E.164 form`);
  }
  if (!from && !messagingServiceSid && !whatsappFrom) {
    throw new Error('Twilio needs a sender: TWILIO_FROM, TWILIO_MESSAGING_SERVICE_SID or TWILIO_WHATSAPP_FROM.');
  }
  const baseUrl = new URL(env.TWILIO_BASE_URL?.trim() || 'https://api.twilio.com').toString().replace(/\/$/, '');
  return { accountSid, authToken, from, messagingServiceSid, whatsappFrom, baseUrl };
}
