import type { ReactNode } from 'react';
import { AuditScreen } from '../screens/audit/AuditScreen.tsx';
import { OperatorsScreen } from '../screens/operators/OperatorsScreen.tsx';
import { OverviewScreen } from '../screens/overview/OverviewScreen.tsx';
import { ProjectsScreen } from '../screens/projects/ProjectsScreen.tsx';
import { SecretsScreen } from '../screens/secrets/SecretsScreen.tsx';
import { UsersScreen } from '../screens/users/UsersScreen.tsx';
import type { StringKey } from '../strings.ts';

/** The nav's screens, in order: path below /console, label, and what it renders for the rest of the path. */
export const SCREENS: { path: string; label: StringKey; render: (rest: string) => ReactNode }[] = [
  { path: '/', label: 'nav.overview', render: () => <OverviewScreen /> },
  { path: '/users', label: 'nav.users', render: (rest) => <UsersScreen rest={rest} /> },
  { path: '/projects', label: 'nav.projects', render: () => <ProjectsScreen /> },
  { path: '/secrets', label: 'nav.secrets', render: () => <SecretsScreen /> },
  { path: '/operators', label: 'nav.operators', render: () => <OperatorsScreen /> },
  { path: '/audit', label: 'nav.audit', render: () => <AuditScreen /> },
];

/** The screen a path shows, and the rest of the path after the screen's own. */
export function screenOf(path: string) {
  for (const screen of SCREENS) {
    if (screen.path === '/') continue;
    if (path === screen.path || path.startsWith(`${screen.path}/`))
      return { screen, rest: path.slice(screen.path.length) };
  }
  return { screen: SCREENS[0] as (typeof SCREENS)[number], rest: '' };
}
