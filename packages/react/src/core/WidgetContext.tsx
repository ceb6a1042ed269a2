import type { FoyerClient } from '@foyer/sdk';
import { createContext, useContext } from 'react';
import type { ResolvedConfig } from '../config/defaults.ts';
import type { FoyerCallbacks } from '../config/types.ts';
import type { FoyerStrings } from '../strings/en.ts';
import type { LocaleState } from './useLocale.ts';

/** What every part of one mounted widget shares: its client, config, the host's strings and callbacks. */
export interface WidgetContextValue {
  client: FoyerClient;
  config: ResolvedConfig;
  /** The host's overrides over the locale's strings; `useStrings` falls back to English key by key. */
  strings: Partial<FoyerStrings>;
  /** The language the widget shows (`config.locale`, else the browser's best match, else English). */
  language: LocaleState;
  callbacks: FoyerCallbacks;
  /** Keeps this widget's toasts apart from another widget's on the same page. */
  toasterId: string;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('Foyer widget parts must render inside a Foyer widget.');
  return value;
}
