import type { UserData } from '@foyer/protocol';
import { useState } from 'react';
import { useStrings } from '../../../core/useStrings.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { errorInfo } from '../errorInfo.ts';

/** Spec §8: an already-registered passkey (refused by the server or by the browser) has its own message. */
function isAlreadyRegistered(error: unknown): boolean {
  const { error_type, code } = (error ?? {}) as { error_type?: unknown; code?: unknown };
  return error_type === 'duplicate_webauthn_registration' || code === 'webauthn_already_registered';
}

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
      const message = t(
        isAlreadyRegistered(cause) ? 'passkeyRegistration.alreadyRegistered' : 'passkeyRegistration.notCreated',
      );
      setError(message);
      callbacks.onError?.(errorInfo(cause, message));
    } finally {
      setCreating(false);
    }
  };

  return { create, creating, error };
}
