import { useEffect, useMemo, useRef } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import type { FlowAction } from '../../core/flowState.ts';
import { useReportError } from '../../core/useReportError.ts';
import type { StringKey } from '../../strings/index.ts';

/**
 * Runs one step of wallet sign-in when its screen appears, then dispatches where it leads. A
 * failure shows the step's fixed message (docs/behaviour.md#errors: '[Error] Could not connect to wallet' or
 * '[Error] Could not sign message') in a toast and to `onError` (with the API's error_type, if the
 * server refused), then goes to the Crypto error screen.
 *
 * The step runs once per visit even under React's strict-mode replay, since each run opens a
 * wallet prompt. If the user leaves with the back arrow first, the late answer is dropped; the step
 * checks `isActive()` after the wallet answers, so it makes no server call for an abandoned visit.
 */
export function useWalletStep(step: (isActive: () => boolean) => Promise<FlowAction>, failureKey: StringKey) {
  const { dispatch } = useFlow();
  const mounted = useRef(false);
  const started = useRef(false);
  const messages = useMemo(() => ({ otherwise: failureKey }), [failureKey]);
  const reportError = useReportError((message) => dispatch({ type: 'cryptoFailed', message }), messages);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit; see above.
  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      step(() => mounted.current).then(
        (next) => {
          if (mounted.current) dispatch(next);
        },
        (error: unknown) => {
          if (mounted.current) reportError(error);
        },
      );
    }
    return () => {
      mounted.current = false;
    };
  }, []);
}
