import { FoyerMfaSettings } from '@foyer/react';
import { useMemo } from 'react';
import { useClient } from '../foyer-client.ts';
import { widgetConfig } from '../widget-config.ts';
import { AccountWidgetPage } from './AccountWidgetPage.tsx';

/** `/mfa`: a signed-in visitor sets up or removes an authenticator app and renews recovery codes. */
export function MfaPage() {
  const client = useClient();
  const config = useMemo(() => widgetConfig([]), []);
  return (
    <AccountWidgetPage
      title="Account security"
      label="MFA settings widget"
      widget={(callbacks) => <FoyerMfaSettings client={client} config={config} callbacks={callbacks} />}
    />
  );
}
