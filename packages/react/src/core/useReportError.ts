import { useCallback } from 'react';
import { toast } from 'react-hot-toast/headless';
import { useStrings } from '../strings/index.ts';
import { LinkifiedText } from '../ui/LinkifiedText.tsx';
import { useWidget } from '../widgets/WidgetContext.tsx';
import { describeError } from './describeError.ts';

/**
 * Reports a failure the way spec §8 asks: the message goes to the form (through `showInForm`),
 * to a toast, and to the host's `onError` callback. Returns the message shown.
 */
export function useReportError(showInForm: (message: string) => void) {
  const { callbacks, toasterId } = useWidget();
  const t = useStrings();
  return useCallback(
    (error: unknown) => {
      const info = describeError(error, t('common.unknownError'));
      showInForm(info.message);
      toast.error(<LinkifiedText text={info.message} />, { toasterId });
      callbacks.onError?.(info);
      return info.message;
    },
    [callbacks, toasterId, showInForm, t],
  );
}
