import { DEFAULT_OTP_EXPIRATION_MINUTES } from '@foyer/protocol/constants';
import { useCallback } from 'react';
import type { OtpMethod } from '../../config/types.ts';
import { useLogEvent } from '../../core/useLogEvent.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** What a send answers: the destination's method id and when its code expires (epoch ms). */
export interface SentPasscode {
  methodId: string;
  expiresAt: number;
}

/**
 * Sends a passcode by one method with the configured expiry (and, for email, templates), logs
 * `email_sent` for email, and says when the code will expire. Used by the forms and by resend.
 */
export function useSendPasscode() {
  const { client, config } = useWidget();
  const logEvent = useLogEvent();
  return useCallback(
    async (method: OtpMethod, destination: string): Promise<SentPasscode> => {
      const options = config.otpOptions;
      const expirationMinutes = options?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;
      const answer =
        method === 'email'
          ? await client.otps.email.loginOrCreate(destination, {
              expiration_minutes: expirationMinutes,
              login_template_id: options?.loginTemplateId,
              signup_template_id: options?.signupTemplateId,
            })
          : await client.otps[method].loginOrCreate(destination, { expiration_minutes: expirationMinutes });
      if (method === 'email') logEvent('email_sent', { email: destination, type: 'emailOtp' });
      return { methodId: answer.method_id, expiresAt: Date.now() + expirationMinutes * 60_000 };
    },
    [client, config, logEvent],
  );
}
