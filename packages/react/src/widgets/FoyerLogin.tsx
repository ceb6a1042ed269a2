import { useEffect } from 'react';
import { FlowProvider } from '../core/FlowContext.tsx';
import { useLogEvent } from '../core/useLogEvent.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { FLOW_PLUGINS } from '../flow/registry.ts';
import { ScreenOutlet } from '../flow/ScreenOutlet.tsx';
import type { FoyerLoginProps } from './types.ts';
import { WidgetShell } from './WidgetShell.tsx';

/**
 * The login and signup widget: Main with the configured products, and the screens their flows
 * lead to.
 *
 * @example
 * <FoyerLogin client={client} config={{ products: ['emailMagicLinks'] }} />
 */
export function FoyerLogin(props: FoyerLoginProps) {
  return (
    <WidgetShell {...props}>
      <FlowProvider plugins={FLOW_PLUGINS} client={props.client}>
        <LoginScreenLogger />
        <ScreenOutlet />
      </FlowProvider>
    </WidgetShell>
  );
}

/** Logs `render_login_screen` with the options once per mount (docs/behaviour.md#calls). */
function LoginScreenLogger() {
  const { config } = useWidget();
  const logEvent = useLogEvent();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, not per config change.
  useEffect(() => logEvent('render_login_screen', { options: config }), []);
  return null;
}
