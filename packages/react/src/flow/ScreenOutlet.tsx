import { Suspense } from 'react';
import { useFlow } from '../core/FlowContext.tsx';
import { useStrings } from '../core/useStrings.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { MainScreen } from './MainScreen.tsx';
import { findScreen } from './registry.ts';

/** Shows the current screen; product screens load on first use while a status line waits. */
export function ScreenOutlet() {
  const t = useStrings();
  const { config } = useWidget();
  const { state } = useFlow();
  // A screen of a product that is not configured cannot be reached; fall back to Main.
  const Current = state.screen === 'main' ? MainScreen : (findScreen(config.products, state.screen) ?? MainScreen);
  return (
    <Suspense fallback={<StatusMessage text={t('common.loading')} />}>
      <Current key={state.screen} />
    </Suspense>
  );
}
