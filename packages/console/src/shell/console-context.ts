import { createContext, useContext } from 'react';
import type { OperatorView, ProjectView } from '../api/types.ts';
import type { Permission } from './roles.ts';

/** What every screen reads: who is signed in, the projects, the one picked, and what the role may change. */
export interface ConsoleState {
  operator: OperatorView;
  projects: ProjectView[];
  project: ProjectView | null;
  /** Null when the operator's role may; otherwise why not (shown beside the disabled action). */
  denied: (permission: Permission) => string | null;
  /** Reloads the project list (after a screen created or changed one). */
  reloadProjects: () => Promise<void>;
}

export const ConsoleContext = createContext<ConsoleState | null>(null);

export function useConsole(): ConsoleState {
  const state = useContext(ConsoleContext);
  if (!state) throw new Error('useConsole outside the console shell');
  return state;
}
