import { useCallback } from 'react';
import { useWidget } from './WidgetContext.tsx';

/** The events the widget logs (spec §7); later products add theirs. */
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
