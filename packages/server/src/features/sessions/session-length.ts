import { DEFAULT_SESSION_DURATION_MINUTES } from '@foyer/protocol/constants';
import type { Project } from '../../store/projects.ts';

/**
 * How long a new or extended session lasts: what the call asked for (else the project's default),
 * never longer than the project's maximum (config/project-settings.ts `session_length`).
 */
export function sessionMinutes(project: Project, asked: number | undefined): number {
  const length = project.settings.session_length;
  const minutes = asked ?? length?.default_minutes ?? DEFAULT_SESSION_DURATION_MINUTES;
  return length ? Math.min(minutes, length.maximum_minutes) : minutes;
}
