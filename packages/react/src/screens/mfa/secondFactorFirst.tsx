import { type ComponentType, useEffect } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';

/**
 * A product's confirmation screen, unless the sign-in it confirms still waits for a second factor
 * (the project requires MFA, so the answer held an intermediate token and no session): then MFA
 * continues it instead (MfaScreen picks the first screen from what the answer said). A tiny chunk
 * loaded with each confirmation (flow/registry.ts); MFA's screens are another, fetched only then.
 */
export function secondFactorFirst(Confirmation: ComponentType): ComponentType {
  return function SecondFactorFirst() {
    const { client } = useWidget();
    const { dispatch } = useFlow();
    const { session_token, intermediate_session_token } = client.getState();
    const waiting = !session_token && intermediate_session_token;
    // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the confirmation would show
    useEffect(() => {
      if (waiting) dispatch({ type: 'mfaShown', screen: 'mfaCode', mfa: { pending: client.getPendingMfa() } });
    }, []);
    return waiting ? null : <Confirmation />;
  };
}
