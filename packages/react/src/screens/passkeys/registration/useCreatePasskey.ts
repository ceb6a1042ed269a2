import type { UserData } from '@foyer/protocol';
import { useState } from 'react';
import { describeError, type ErrorMessages } from '../../../core/describeError.ts';
import { useStrings } from '../../../core/useStrings.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';

/**
 * docs/behaviour.md#errors: an already-registered passkey (refused by the server or by the browser) has its own
 * message; so does an account whose email or phone is not verified yet (the server refuses it
 * passkeys, and trying again cannot help until the user signs in by link or passcode).
 */
const CREATE_ERRORS: ErrorMessages = {
  byType: {
    duplicate_webauthn_registration: 'passkeyRegistration.alreadyRegistered',
    webauthn_already_registered: 'passkeyRegistration.alreadyRegistered',
    unverified_account: 'passkeyRegistration.unverifiedAccount',
  },
  otherwise: 'passkeyRegistration.notCreated',
};

/**
 * 'Create a Passkey': registers a passkey for the signed-in user with the configured session
 * duration. On success hands the refreshed user to `onCreated`; on failure sets the spec's message.
 */
export function useCreatePasskey(onCreated: (user: UserData) => void) {
  const { client, config, callbacks } = useWidget();
  const t = useStrings();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setCreating(true);
    setError(null);
    try {
      const response = await client.webauthn.register({
        is_passkey: true,
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      onCreated(response.user);
    } catch (cause) {
      const info = describeError(cause, t, CREATE_ERRORS);
      setError(info.error_message);
      callbacks.onError?.(info);
    } finally {
      setCreating(false);
    }
  };

  return { create, creating, error };
}
