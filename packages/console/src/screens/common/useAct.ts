import { useState } from 'react';
import { errorText } from '../../auth/errors.ts';

/** Runs a change, then reloads the screen's data; the server's refusal, in words, is `failure`. */
export function useAct(reload: () => Promise<void>) {
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (call: () => Promise<void>) => {
    setFailure(null);
    try {
      await call();
      await reload();
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };
  return { act, failure };
}
