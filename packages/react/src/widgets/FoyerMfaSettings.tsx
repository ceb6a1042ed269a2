import { lazy, Suspense } from 'react';
import { useStrings } from '../core/useStrings.ts';
import { loadMfaEnrolment } from '../flow/loadMfaEnrolment.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import type { FoyerMfaSettingsProps } from './types.ts';
import { WidgetShell } from './WidgetShell.tsx';

// Everything but the shell is one lazy chunk with its strings: a page without this widget never
// fetches it, and a page with it carries only these lines in its entry.
const MfaSettingsScreen = lazy(() => loadMfaEnrolment().then((m) => ({ default: m.MfaSettingsScreen })));

/**
 * The MFA settings widget, for a signed-in user: their second factors, setting up or removing the
 * authenticator app, and new recovery codes (docs/behaviour.md#mfa-settings-widget).
 *
 * @example
 * <FoyerMfaSettings client={client} callbacks={{ onEvent: (e) => console.log(e.type) }} />
 */
export function FoyerMfaSettings(props: FoyerMfaSettingsProps) {
  return (
    <WidgetShell {...props}>
      <Suspense fallback={<Loading />}>
        <MfaSettingsScreen />
      </Suspense>
    </WidgetShell>
  );
}

function Loading() {
  return <StatusMessage text={useStrings()('common.loading')} />;
}
