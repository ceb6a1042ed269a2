import { useCallback } from 'react';
import { useWidget } from '../widgets/WidgetContext.tsx';
import type { StringKey } from './en.ts';
import { formatString } from './format.ts';

/** `t(key, values)`: the host's override of a string, or the English default, with values filled. */
export function useStrings() {
  const { strings } = useWidget();
  return useCallback(
    (key: StringKey, values?: Record<string, string | number>) => formatString(strings[key], values),
    [strings],
  );
}
