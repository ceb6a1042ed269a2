/**
 * An email that did not leave: the mail server refused it, could not be reached, or did not answer
 * in time. Nothing was delivered, so the user is told so (503 `email_delivery_failed`, http/) and
 * the send limits give back what the attempt was charged. Its message names the server and the
 * failure, never the email's content or the SMTP credentials, so it may be logged.
 */
export class EmailDeliveryError extends Error {
  override readonly name = 'EmailDeliveryError';
}

/** How long a user is told to wait (Retry-After) after an email could not be sent. */
export const EMAIL_RETRY_AFTER_SECONDS = 30;

/**
 * Waits for `sending`; when the email did not leave, gives back what it was charged against the send
 * limits (security/send-limits.ts) before passing the error on, so a retry is not refused for it.
 */
export async function refundUnlessDelivered<T>(charge: { refund(): Promise<void> }, sending: Promise<T>): Promise<T> {
  try {
    return await sending;
  } catch (error) {
    if (error instanceof EmailDeliveryError) await charge.refund();
    throw error;
  }
}
