import type { FoyerClient } from '@foyer/sdk';
import { createContext, type Dispatch, type ReactNode, useContext, useReducer, useState } from 'react';
import { createFlowReducer, type FlowAction, type FlowPlugin, type FlowState, resumedFlowState } from './flowState.ts';

interface FlowContextValue {
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
}

const FlowContext = createContext<FlowContextValue | null>(null);

/**
 * Holds the login flow's state for the screens below it; `plugins` are the products' reducers, and
 * `client` what they may resume from (a sign-in waiting for MFA after a reload).
 */
export function FlowProvider({
  plugins,
  client,
  children,
}: {
  plugins: readonly FlowPlugin[];
  client?: FoyerClient;
  children: ReactNode;
}) {
  // The products are fixed for a widget's life: the reducer is made once.
  const [reducer] = useState(() => createFlowReducer(plugins));
  const [state, dispatch] = useReducer(reducer, plugins, (list) => resumedFlowState(list, client));
  return <FlowContext value={{ state, dispatch }}>{children}</FlowContext>;
}

export function useFlow(): FlowContextValue {
  const value = useContext(FlowContext);
  if (!value) throw new Error('useFlow must be used inside a FlowProvider.');
  return value;
}

/** Whether a screen was reached by a user's action (then it takes focus), not on first render. */
export function useNavigated(): boolean {
  return useContext(FlowContext)?.state.navigated ?? false;
}
