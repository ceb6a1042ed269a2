import { FoyerPasskeyRegistration } from '@foyer/react';
import { useMemo, useState } from 'react';
import { useClient } from '../foyer-client.ts';
import { SignedInPanel } from '../SignedInPanel.tsx';
import { widgetConfig } from '../widget-config.ts';

/** `/passkeys`: a signed-in visitor adds, renames and deletes passkeys. */
export function PasskeysPage() {
  const client = useClient();
  const config = useMemo(() => widgetConfig(['passkeys', 'emailMagicLinks']), []);
  // Shows the widget's events, so a visitor (and the e2e suite) sees 'Done' reach the host.
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  const callbacks = useMemo(() => ({ onEvent: (event: { type: string }) => setLastEvent(event.type) }), []);
  return (
    <>
      <h1>Your passkeys</h1>
      <div className="columns">
        <section className="widget-area" aria-label="Passkey widget">
          <FoyerPasskeyRegistration client={client} config={config} callbacks={callbacks} />
          <p role="status" className="hint">
            {lastEvent ? `Last widget event: ${lastEvent}` : ''}
          </p>
        </section>
        <SignedInPanel />
      </div>
    </>
  );
}
