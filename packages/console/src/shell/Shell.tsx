import { useCallback, useEffect, useMemo, useState } from 'react';
import { adminCall } from '../api/client.ts';
import type { OperatorView, ProjectView } from '../api/types.ts';
import { signOut } from '../auth/session.ts';
import { t } from '../strings.ts';
import { ConsoleContext, type ConsoleState } from './console-context.ts';
import { Link } from './Link.tsx';
import { deniedReason } from './roles.ts';
import { SCREENS, screenOf } from './screens.tsx';
import type { ThemeChoice } from './theme.ts';

const PROJECT_KEY = 'foyer-console-project';

/** The signed-in console: header (project picker, theme, operator, sign-out), nav, and the screen. */
export function Shell(props: {
  operator: OperatorView;
  path: string;
  theme: [ThemeChoice, (choice: ThemeChoice) => void];
  onSignedOut: () => void;
}) {
  const { operator, path, onSignedOut } = props;
  const [themeChoice, setTheme] = props.theme;
  const [projects, setProjects] = useState<ProjectView[]>([]);
  const [projectId, setProjectId] = useState(() => localStorage.getItem(PROJECT_KEY));
  const [permissions, setPermissions] = useState<readonly string[] | null>(null);
  useEffect(() => {
    adminCall<{ permissions: string[] }>('GET', '/operator_sessions/current')
      .then((answer) => setPermissions(answer.permissions))
      .catch(() => {});
  }, []);

  const reloadProjects = useCallback(async () => {
    setProjects((await adminCall<{ projects: ProjectView[] }>('GET', '/projects')).projects);
  }, []);
  useEffect(() => {
    reloadProjects().catch(() => {});
  }, [reloadProjects]);

  const project = projects.find((each) => each.project_id === projectId) ?? projects[0] ?? null;
  const pick = (id: string) => {
    setProjectId(id);
    localStorage.setItem(PROJECT_KEY, id);
  };
  const state = useMemo<ConsoleState>(
    () => ({
      operator,
      projects,
      project,
      denied: (p) => deniedReason(operator.role, permissions, p),
      reloadProjects,
    }),
    [operator, permissions, projects, project, reloadProjects],
  );
  const { screen, rest } = screenOf(path);

  return (
    <ConsoleContext.Provider value={state}>
      <div className="shell">
        <header className="bar">
          <span className="product">{t('product')}</span>
          <label className="inline">
            {t('project.picker')}
            <select value={project?.project_id ?? ''} onChange={(event) => pick(event.target.value)}>
              {projects.length === 0 && <option value="">{t('project.none')}</option>}
              {projects.map((each) => (
                <option key={each.project_id} value={each.project_id}>
                  {(each.settings.name as string | undefined) ?? each.project_id} ({each.environment})
                </option>
              ))}
            </select>
          </label>
          <label className="inline">
            {t('theme.toggle')}
            <select value={themeChoice} onChange={(event) => setTheme(event.target.value as ThemeChoice)}>
              <option value="system">{t('theme.system')}</option>
              <option value="light">{t('theme.light')}</option>
              <option value="dark">{t('theme.dark')}</option>
            </select>
          </label>
          <span className="who">{t('signedInAs', { email: operator.email, role: operator.role })}</span>
          <button type="button" onClick={() => signOut().finally(onSignedOut)}>
            {t('signOut')}
          </button>
        </header>
        <nav aria-label={t('nav.label')} className="nav">
          <ul>
            {SCREENS.map((each) => (
              <li key={each.path}>
                <Link to={each.path} aria-current={each === screen ? 'page' : undefined}>
                  {t(each.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="content">{screen.render(rest)}</main>
      </div>
    </ConsoleContext.Provider>
  );
}
