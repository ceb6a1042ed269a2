import { type ComponentType, useEffect } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';

/**
 * A product's confirmation screen, unless the sign-in it confirms still waits for a second factor
 * (the project requires MFA, so the answer held an intermediate token and no session): then MFA
 * continues it instead. This stays in the page's entry; MFA's screens are a chunk of their own,
 * fetched only when a sign-in asks for them.
 */
export function secondFactorFirst(Confirmation: ComponentType): ComponentType {
  return function SecondFactorFirst() {
    const { client } = useWidget();
    const { dispatch } = useFlow();
    const { intermediate_session_token, session_token } = client.getState();
    const waiting = intermediate_session_token !== null && session_token === null;
    // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the confirmation would show
    useEffect(() => {
      if (waiting) dispatch({ type: 'mfaRequired', pending: client.getPendingMfa() });
    }, []);
    return waiting ? null : <Confirmation />;
  };
}
