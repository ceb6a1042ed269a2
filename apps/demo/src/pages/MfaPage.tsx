import { FoyerMfaSettings } from '@foyer/react';
import { useMemo, useState } from 'react';
import { useClient } from '../foyer-client.ts';
import { SignedInPanel } from '../SignedInPanel.tsx';
import { widgetConfig } from '../widget-config.ts';

/** `/mfa`: a signed-in visitor sets up or removes an authenticator app and renews recovery codes. */
export function MfaPage() {
  const client = useClient();
  const config = useMemo(() => widgetConfig([]), []);
  // Shows the widget's events, so a visitor (and the e2e suite) sees each change reach the host.
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  const callbacks = useMemo(() => ({ onEvent: (event: { type: string }) => setLastEvent(event.type) }), []);
  return (
    <>
      <h1>Account security</h1>
      <div className="columns">
        <section className="widget-area" aria-label="MFA settings widget">
          <FoyerMfaSettings client={client} config={config} callbacks={callbacks} />
          <p role="status" className="hint">
            {lastEvent ? `Last widget event: ${lastEvent}` : ''}
          </p>
        </section>
        <SignedInPanel />
      </div>
    </>
  );
}
