import { useCallback } from 'react';
import { describeError, type ErrorMessages } from './describeError.ts';
import { useStrings } from './useStrings.ts';
import { useWidget } from './WidgetContext.tsx';

/**
 * Reports a failure: the message goes to the form (through `showInForm`) and to the host's
 * `onError` callback. Returns the message shown. Spec §8 also put it in a toast; issue 13 drops
 * that, as a toast never repeats an error already shown inline or in the banner, and every
 * caller shows it there. `messages` picks
 * catalogue messages for some failures (see `describeError`); pass a stable object.
 */
export function useReportError(showInForm: (message: string) => void, messages?: ErrorMessages) {
  const { callbacks } = useWidget();
  const t = useStrings();
  return useCallback(
    (error: unknown) => {
      const info = describeError(error, t, messages);
      showInForm(info.error_message);
      callbacks.onError?.(info);
      return info.error_message;
    },
    [callbacks, showInForm, t, messages],
  );
}
