import type { FoyerClient, SessionState } from '@foyer/sdk';
import { useEffect, useState } from 'react';

/**
 * The client's stored session state, kept current: the SDK reports sign-in and sign-out in this tab
 * and in other tabs (it shares state through storage), and the page re-renders on each change.
 */
export function useFoyerState(client: FoyerClient): SessionState {
  const [state, setState] = useState(() => client.getState());
  useEffect(() => {
    setState(client.getState());
    const stopState = client.onStateChange(setState);
    const stopSession = client.session.onChange(() => setState(client.getState()));
    return () => {
      stopState();
      stopSession();
    };
  }, [client]);
  return state;
}
