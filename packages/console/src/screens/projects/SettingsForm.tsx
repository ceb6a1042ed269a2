import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { adminCall } from '../../api/client.ts';
import type { ProjectView } from '../../api/types.ts';
import { errorText } from '../../auth/errors.ts';
import { t } from '../../strings.ts';

/**
 * One setting's form: its own Save, which PATCHes only the fields it names, and the server's
 * answer inline (the error names the field, e.g. `authorized_origins.1: Expected an http…`).
 * `why` disables it with the reason (read-only project, or a role that may not configure).
 */
export function SettingsForm(props: {
  project: ProjectView;
  title: string;
  why: string | null;
  body: () => Record<string, unknown>;
  onSaved: () => Promise<void>;
  children: (field: { errorId: string; invalid: boolean }) => ReactNode;
}) {
  const errorId = useId();
  const [state, setState] = useState<{ error: string | null; saved: boolean; saving: boolean }>({
    error: null,
    saved: false,
    saving: false,
  });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState({ error: null, saved: false, saving: true });
    try {
      await adminCall('PATCH', `/projects/${encodeURIComponent(props.project.project_id)}`, props.body());
      await props.onSaved();
      setState({ error: null, saved: true, saving: false });
    } catch (error) {
      setState({ error: errorText(error), saved: false, saving: false });
    }
  };
  return (
    <form className="card" onSubmit={save} aria-label={props.title}>
      <h2>{props.title}</h2>
      <fieldset disabled={props.why !== null} className="plain">
        <legend className="visually-hidden">{props.title}</legend>
        {props.children({ errorId, invalid: state.error !== null })}
        <div className="row">
          <button type="submit" className="primary" disabled={state.saving}>
            {t('projects.save')}
          </button>
          {state.saved && (
            <span role="status" className="success">
              {t('projects.saved')}
            </span>
          )}
        </div>
      </fieldset>
      {state.error && (
        <p id={errorId} role="alert" className="error">
          {state.error}
        </p>
      )}
    </form>
  );
}

/** A list setting edited one entry a line. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
