import { useEffect, useState } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'foyer-console-theme';

/** The palette: the system's (prefers-color-scheme, live) unless the operator picked one; remembered. */
export function useTheme(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(() => (localStorage.getItem(KEY) as ThemeChoice) ?? 'system');
  useEffect(() => {
    document.documentElement.dataset.theme = choice;
    localStorage.setItem(KEY, choice);
  }, [choice]);
  return [choice, setChoice];
}
