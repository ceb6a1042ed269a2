import { FoyerResetPassword } from '@foyer/react';
import { useMemo } from 'react';
import { useClient } from '../foyer-client.ts';
import { SignedInPanel } from '../SignedInPanel.tsx';
import { widgetConfig } from '../widget-config.ts';

/** `/reset-password`: where password reset links land; the widget reads the token from the address. */
export function ResetPasswordPage() {
  const client = useClient();
  const config = useMemo(() => widgetConfig(['passwords', 'emailMagicLinks']), []);
  return (
    <>
      <h1>Reset your password</h1>
      <div className="columns">
        <section className="widget-area" aria-label="Reset password widget">
          <FoyerResetPassword client={client} config={config} />
        </section>
        <SignedInPanel />
      </div>
    </>
  );
}
