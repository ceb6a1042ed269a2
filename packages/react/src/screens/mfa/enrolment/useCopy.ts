import { useCallback, useState } from 'react';

/** What the last copy did: nothing yet, copied, or refused by the browser (no permission, no API). */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text with the asynchronous clipboard API and says how it went, so the screen can announce
 * it (a live region) rather than leave the user guessing.
 */
export function useCopy(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async (text: string) => {
    try {
      if (!globalThis.navigator?.clipboard) throw new Error('no clipboard');
      await globalThis.navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  return [state, copy];
}
