import { type ReactNode, useMemo, useState } from 'react';
import { SignedInPanel } from '../SignedInPanel.tsx';

/** What an account widget is handed to report its events to the page. */
export interface WidgetEventCallbacks {
  onEvent: (event: { type: string }) => void;
}

/**
 * A signed-in visitor's page around one account widget (passkeys, MFA settings): the widget, the
 * last event it sent (so a visitor, and the e2e suite, sees each change reach the host) and the
 * signed-in panel.
 */
export function AccountWidgetPage(props: {
  title: string;
  label: string;
  widget: (callbacks: WidgetEventCallbacks) => ReactNode;
}) {
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  const callbacks = useMemo(() => ({ onEvent: (event: { type: string }) => setLastEvent(event.type) }), []);
  return (
    <>
      <h1>{props.title}</h1>
      <div className="columns">
        <section className="widget-area" aria-label={props.label}>
          {props.widget(callbacks)}
          <p role="status" className="hint">
            {lastEvent ? `Last widget event: ${lastEvent}` : ''}
          </p>
        </section>
        <SignedInPanel />
      </div>
    </>
  );
}
