import type { Project } from '../../store/projects.ts';

/** Whether a project asks every sign-in for a second factor (`mfa_policy: required_for_all`). */
export function requiresMfa(project: Project): boolean {
  return project.settings.mfa_policy === 'required_for_all';
}
