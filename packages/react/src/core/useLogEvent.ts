import { useCallback, useEffect } from 'react';
import { useWidget } from './WidgetContext.tsx';

/** The events the widget logs (docs/behaviour.md#calls); later products add theirs. */
export type WidgetEventType = 'email_sent' | 'email_try_again_clicked' | 'render_login_screen';

/** Logs an event through the client and forwards it to the host's `onEvent` callback. */
export function useLogEvent() {
  const { client, callbacks } = useWidget();
  return useCallback(
    (type: WidgetEventType, data: Record<string, unknown>) => {
      client.events.log(type, data);
      callbacks.onEvent?.({ type, data });
    },
    [client, callbacks],
  );
}

/**
 * Tells the host's `onEvent` about `sdk_instance_instantiated` (docs/behaviour.md#calls) once per widget mount. The
 * client logged it when it was created, before any widget and its callbacks existed, so the widget
 * passes it on rather than logging it a second time.
 */
export function useForwardInstantiation() {
  const { callbacks } = useWidget();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, not per callbacks change.
  useEffect(() => {
    callbacks.onEvent?.({ type: 'sdk_instance_instantiated', data: {} });
  }, []);
}
