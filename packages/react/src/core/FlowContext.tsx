import { createContext, type Dispatch, type ReactNode, useContext, useReducer } from 'react';
import { type FlowAction, type FlowState, flowReducer, initialFlowState } from './flowState.ts';

interface FlowContextValue {
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
}

const FlowContext = createContext<FlowContextValue | null>(null);

/** Holds the login flow's state for the screens below it. */
export function FlowProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(flowReducer, initialFlowState);
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
