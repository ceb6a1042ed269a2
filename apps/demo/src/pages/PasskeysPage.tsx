import { FoyerPasskeyRegistration } from '@foyer/react';
import { useMemo } from 'react';
import { useClient } from '../foyer-client.ts';
import { SignedInPanel } from '../SignedInPanel.tsx';
import { widgetConfig } from '../widget-config.ts';

/** `/passkeys`: a signed-in visitor adds, renames and deletes passkeys. */
export function PasskeysPage() {
  const client = useClient();
  const config = useMemo(() => widgetConfig(['passkeys', 'emailMagicLinks']), []);
  return (
    <>
      <h1>Your passkeys</h1>
      <div className="columns">
        <section className="widget-area" aria-label="Passkey widget">
          <FoyerPasskeyRegistration client={client} config={config} />
        </section>
        <SignedInPanel />
      </div>
    </>
  );
}
