import { Suspense } from 'react';
import { useFlow } from '../core/FlowContext.tsx';
import { useStrings } from '../core/useStrings.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { Banner } from '../ui/Banner.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import type { LoginMethod } from './registry.ts';

/**
 * The one login form of Main, with the warning banner above it while a form error is set.
 * Each configured form product contributes its methods (those the config turns on); with one
 * method its form shows directly, with more there is one tab per method (docs/behaviour.md#screens).
 */
export function LoginForm({ methods }: { methods: LoginMethod[] }) {
  const t = useStrings();
  const { config } = useWidget();
  const { state, dispatch } = useFlow();
  const { errorMessage } = state.formState;
  const shown = methods.filter((method) => method.isEnabled?.(config) ?? true);
  // The choice lives in the flow state, so Back from a product's screens selects the tab the user left from.
  const method = shown.find((m) => m.id === state.loginMethod) ?? shown[0];
  if (!method) return null;
  const { Form } = method;
  const form = (
    <Suspense fallback={<StatusMessage text={t('common.loading')} />}>
      <Form key={method.id} />
    </Suspense>
  );
  return (
    <>
      {errorMessage ? <Banner message={errorMessage} /> : null}
      {shown.length > 1 ? (
        <Tabs
          label={t('otp.tabsLabel')}
          tabs={shown.map((m) => ({ id: m.id, label: t(m.tabLabel) }))}
          selectedId={method.id}
          onSelect={(id) => dispatch({ type: 'selectLoginMethod', id })}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
    </>
  );
}
