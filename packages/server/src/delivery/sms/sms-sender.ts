/** A text message ready to leave, with its passcode listed for the dev outbox. */
export interface OutgoingTextMessage {
  projectId: string;
  channel: 'sms' | 'whatsapp';
  /** E.164, e.g. +15551234567 (the WhatsApp address form is the adapter's business). */
  to: string;
  body: string;
  /** The passcode the message carries (the dev outbox shows it; providers never see it apart from the body). */
  code: string | null;
}

/**
 * Where SMS and WhatsApp messages go: a Twilio-compatible provider, or (development) the outbox in
 * the database. Features send through this and never know which one they have.
 */
export interface SmsSender {
  /** Names where messages go, for logs. Never contains credentials. */
  readonly description: string;
  /** Whether this sender can deliver on a channel (a provider may have no WhatsApp sender). */
  supports(channel: OutgoingTextMessage['channel']): boolean;
  /** True for a real provider (Twilio): the server then sends through the durable queue (sms-queue.ts). */
  readonly provider?: boolean;
  /** Resolves once the provider accepted the message (or the outbox stored it). */
  send(message: OutgoingTextMessage): Promise<void>;
}

/**
 * A provider refused or could not take a message. `providerCode` is the provider's own error code
 * (Twilio's 21211 for an invalid 'To', …); the message never holds credentials.
 */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
  constructor(
    message: string,
    readonly options: { status: number | null; providerCode: number | null; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
  }

  /** True when the provider said the destination number itself is unusable. */
  get isInvalidDestination(): boolean {
    return this.options.providerCode !== null && INVALID_DESTINATION_CODES.has(this.options.providerCode);
  }
}

/**
 * Twilio's codes for a 'To' that cannot receive: invalid number (21211), not a mobile number
 * (21614), unreachable or not on WhatsApp (21612, 63003), not allowed to be messaged (21408, 21610).
 */
const INVALID_DESTINATION_CODES = new Set([21211, 21408, 21610, 21612, 21614, 63003]);
