import { useCallback } from 'react';
import { describeError, type ErrorMessages } from './describeError.ts';
import { showToast } from './toasts.ts';
import { useStrings } from './useStrings.ts';
import { useWidget } from './WidgetContext.tsx';

/**
 * Reports a failure the way docs/behaviour.md#errors asks: the message goes to the form (through `showInForm`),
 * to an error toast (none with `enableToasts: false`: the area is not drawn), and to the host's
 * `onError` callback. Returns the message shown. The behaviour's words win over an earlier
 * request not to repeat a form error in a toast: the toast outlives the screen it came from.
 * `messages` picks catalogue messages for some failures (see `describeError`); pass a stable object.
 */
export function useReportError(showInForm: (message: string) => void, messages?: ErrorMessages) {
  const { callbacks, toasterId } = useWidget();
  const t = useStrings();
  return useCallback(
    (error: unknown) => {
      const info = describeError(error, t, messages);
      showInForm(info.error_message);
      showToast(toasterId, 'error', info.error_message);
      callbacks.onError?.(info);
      return info.error_message;
    },
    [callbacks, toasterId, showInForm, t, messages],
  );
}
