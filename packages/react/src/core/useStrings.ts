import { useCallback } from 'react';
import type { StringKey } from '../strings/en.ts';
import { formatString, stringFor } from '../strings/index.ts';
import { useWidget } from './WidgetContext.tsx';

/** Looks a catalogue string up and fills its `{placeholders}`. */
export type Translate = (key: StringKey, values?: Record<string, string | number>) => string;

/** `t(key, values)`: the host's override of a string, or the English default, with values filled. */
export function useStrings(): Translate {
  const { strings } = useWidget();
  return useCallback(
    (key: StringKey, values?: Record<string, string | number>) => formatString(stringFor(strings, key), values),
    [strings],
  );
}
