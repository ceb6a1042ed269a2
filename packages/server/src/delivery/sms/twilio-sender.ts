import type { TwilioSettings } from '../../config/twilio-settings.ts';
import { type OutgoingTextMessage, SmsDeliveryError, type SmsSender } from './sms-sender.ts';

/** How long Twilio gets to accept a message before the send counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * SMS and WhatsApp through Twilio's Messages API (or anything that speaks it):
 * `POST {baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic auth with the account
 * SID and auth token, form fields To, From (or MessagingServiceSid) and Body. WhatsApp addresses
 * take the `whatsapp:+…` form on both To and From.
 *
 * Errors become SmsDeliveryError carrying Twilio's status and code; neither the token nor the
 * message body (which holds the passcode) is ever put in an error or log line.
 */
export function createTwilioSender(settings: TwilioSettings, fetchImpl: typeof fetch = globalThis.fetch): SmsSender {
  const url = `${settings.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;

  return {
    description: `Twilio (${new URL(settings.baseUrl).host})`,
    provider: true,
    supports: (channel) => (channel === 'whatsapp' ? settings.whatsappFrom !== null : hasSmsSender(settings)),
    async send(message) {
      const form = messageForm(settings, message);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Twilio could not be reached: ${(error as Error).name}`, {
          status: null,
          providerCode: null,
          cause: error,
        });
      }
      if (response.ok) return;
      const problem = await readTwilioError(response);
      throw new SmsDeliveryError(
        `Twilio refused the ${message.channel} message: ${response.status}${problem.code ? ` (code ${problem.code})` : ''} ${problem.message}`.trim(),
        { status: response.status, providerCode: problem.code },
      );
    },
  };
}

function hasSmsSender(settings: TwilioSettings): boolean {
  return settings.from !== null || settings.messagingServiceSid !== null;
}

/** The form Twilio's Messages API takes for one message. */
function messageForm(settings: TwilioSettings, message: OutgoingTextMessage): URLSearchParams {
  const form = new URLSearchParams();
  if (message.channel === 'whatsapp') {
    form.set('To', `whatsapp:${message.to}`);
    form.set('From', `whatsapp:${settings.whatsappFrom}`);
  } else {
    form.set('To', message.to);
    if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
    else form.set('From', settings.from ?? '');
  }
  form.set('Body', message.body);
  return form;
}

/** Twilio's error body: `{ code, message, more_info, status }`. Anything else reads as unknown. */
async function readTwilioError(response: Response): Promise<{ code: number | null; message: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      code: typeof body.code === 'number' ? body.code : null,
      // Twilio's messages describe the problem ("The 'To' number +1… is not a valid phone number").
      message: typeof body.message === 'string' ? body.message.slice(0, 300) : '',
    };
  } catch {
    return { code: null, message: '' };
  }
}
