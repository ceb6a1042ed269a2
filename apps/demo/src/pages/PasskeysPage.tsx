import { FoyerPasskeyRegistration } from '@foyer/react';
import { useMemo } from 'react';
import { useClient } from '../foyer-client.ts';
import { widgetConfig } from '../widget-config.ts';
import { AccountWidgetPage } from './AccountWidgetPage.tsx';

/** `/passkeys`: a signed-in visitor adds, renames and deletes passkeys. */
export function PasskeysPage() {
  const client = useClient();
  const config = useMemo(() => widgetConfig(['passkeys', 'emailMagicLinks']), []);
  return (
    <AccountWidgetPage
      title="Your passkeys"
      label="Passkey widget"
      widget={(callbacks) => <FoyerPasskeyRegistration client={client} config={config} callbacks={callbacks} />}
    />
  );
}
