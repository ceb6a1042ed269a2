import { useCallback } from 'react';
import type { StringKey } from '../strings/en.ts';
import { stringFor } from '../strings/index.ts';
import { useWidget } from './WidgetContext.tsx';

/** Looks a catalogue string up and fills its `{placeholders}`. */
export type Translate = (key: StringKey, values?: Record<string, string | number>) => string;

/**
 * `t(key, values)`: the host's override of a string, else the widget locale's, else English, with
 * values filled (numbers and plurals the locale's way).
 */
export function useStrings(): Translate {
  const { strings, language } = useWidget();
  return useCallback(
    (key: StringKey, values?: Record<string, string | number>) => stringFor(strings, key, values, language.messages),
    [strings, language],
  );
}
