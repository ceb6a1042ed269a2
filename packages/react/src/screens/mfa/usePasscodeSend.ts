import { useCallback, useState } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';

/** Where a passcode second factor goes: the account's verified phone number or email address. */
export function passcodeDestination(
  pending: ReturnType<typeof useFlow>['state']['formState']['mfa']['pending'],
  method: 'sms' | 'email',
): string | null {
  const user = pending?.user;
  if (method === 'sms') return user?.phone_numbers.find((phone) => phone.verified)?.phone_number ?? null;
  return user?.emails.find((email) => email.verified)?.email ?? null;
}

/**
 * Sends a passcode as the second factor, to the account's own phone number or email address (the
 * user proved their first factor; they do not type where it goes), then shows the code screen.
 */
export function usePasscodeSend(fail: (error: unknown) => void) {
  const { client } = useWidget();
  const { state, dispatch } = useFlow();
  const [sending, setSending] = useState(false);
  const { pending } = state.formState.mfa;

  const send = useCallback(
    async (method: 'sms' | 'email'): Promise<boolean> => {
      const destination = passcodeDestination(pending, method);
      if (!destination || sending) return false;
      setSending(true);
      try {
        const { method_id } =
          method === 'sms'
            ? await client.otps.sms.loginOrCreate(destination)
            : await client.otps.email.loginOrCreate(destination);
        dispatch({ type: 'mfaShown', screen: 'mfaCode', mfa: { pending, method, methodId: method_id, destination } });
        return true;
      } catch (error) {
        fail(error);
        return false;
      } finally {
        setSending(false);
      }
    },
    [client, dispatch, fail, pending, sending],
  );
  return { send, sending };
}
