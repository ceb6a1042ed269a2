import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../auth/errors.ts';

/**
 * Loads what a screen shows from the admin API and reloads it on demand (after a change): the data,
 * or the sentence of the error that stopped it. `key` changing (another project, filter) reloads.
 */
export function useAdminData<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads
  const reload = useCallback(async () => {
    setState((previous) => ({ ...previous, loading: true }));
    try {
      setState({ data: await load(), error: null, loading: false });
    } catch (error) {
      setState({ data: null, error: errorText(error), loading: false });
    }
  }, [key]);
  useEffect(() => {
    reload();
  }, [reload]);
  return { ...state, reload };
}
