import { type FormEvent, useState } from 'react';
import { adminCall } from '../../api/client.ts';
import type { ProjectView } from '../../api/types.ts';
import { errorText } from '../../auth/errors.ts';
import { useConsole } from '../../shell/console-context.ts';
import { t } from '../../strings.ts';
import { Denied } from '../common/Denied.tsx';
import { ShownOnce } from '../common/ShownOnce.tsx';
import { ProjectSettings } from './ProjectSettings.tsx';
import { LastSaved, lines } from './SettingsForm.tsx';

/**
 * The picked project's settings (a form each), read-only with the reason for the config file's
 * projects and for roles that may not configure; and a new project, whose secret is shown once.
 */
export function ProjectsScreen() {
  const { project, denied, reloadProjects } = useConsole();
  const createWhy = denied('projects.manage');
  const why = project?.read_only ? t('projects.readOnly.why') : denied('projects.configure');
  const [form, setForm] = useState({ name: '', origins: '' });
  const [created, setCreated] = useState<{ project: ProjectView; secret: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await adminCall<{ project: ProjectView; secret: string }>('POST', '/projects', {
        name: form.name,
        authorized_origins: lines(form.origins),
      });
      setCreated(answer);
      setForm({ name: '', origins: '' });
      await reloadProjects();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('nav.projects')}</h1>
      {project ? (
        <>
          <p>
            <strong>{project.settings.name ?? project.project_id}</strong>{' '}
            <span className="muted">
              {project.project_id} · {project.environment} · {t('projects.publicToken')}{' '}
              <code>{project.public_token}</code>
            </span>
          </p>
          <Denied id="projects-why" reason={why} />
          {/* Keyed by project and its last change, so each form starts from what is stored; "Saved" lives above. */}
          <LastSaved.Provider value={{ saved, setSaved }}>
            <ProjectSettings
              key={`${project.project_id}:${JSON.stringify(project.settings)}`}
              project={project}
              why={why}
              onSaved={reloadProjects}
            />
          </LastSaved.Provider>
        </>
      ) : (
        <p>{t('project.none')}</p>
      )}
      <form className="card" onSubmit={create} aria-labelledby="new-project">
        <h2 id="new-project">{t('projects.new')}</h2>
        <fieldset disabled={createWhy !== null} className="plain">
          <legend className="visually-hidden">{t('projects.new')}</legend>
          <label className="field">
            {t('projects.name')}
            <input required value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} />
          </label>
          <label className="field">
            {t('projects.origins.label')}
            <textarea value={form.origins} onChange={(event) => setForm({ ...form, origins: event.target.value })} />
          </label>
          <button type="submit" className="primary">
            {t('projects.create')}
          </button>
        </fieldset>
        <Denied id="projects-create-why" reason={createWhy} />
        {failure && (
          <p role="alert" className="error">
            {failure}
          </p>
        )}
      </form>
      {created && (
        <ShownOnce
          label={t('projects.created', { name: created.project.settings.name ?? created.project.project_id })}
          value={created.secret}
        />
      )}
    </section>
  );
}
