import { useEffect } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { useSecondFactor } from './useSecondFactor.ts';

/**
 * A sign-in waiting for its second factor that this page does not know (the page was reloaded
 * and kept only the intermediate token): reads it from the server, then shows the screen it calls
 * for, as the first factor's answer would have. Expired or finished meanwhile: back to Main saying
 * to sign in again; any other failure: back to Main with its message.
 */
export function ResumePendingMfa() {
  const t = useStrings();
  const { client } = useWidget();
  const { dispatch } = useFlow();
  const { fail } = useSecondFactor((message) => dispatch({ type: 'navigate', screen: 'main', errorMessage: message }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per mount
  useEffect(() => {
    const controller = new AbortController();
    client.resumePendingMfa({ signal: controller.signal }).then(
      (pending) => {
        if (controller.signal.aborted) return;
        if (pending) dispatch({ type: 'mfaShown', screen: 'mfaCode', mfa: { pending } });
        else dispatch({ type: 'navigate', screen: 'main' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) fail(error);
      },
    );
    return () => controller.abort();
  }, []);
  return <StatusMessage text={t('common.loading')} />;
}
