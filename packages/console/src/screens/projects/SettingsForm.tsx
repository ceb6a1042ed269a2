import { createContext, type FormEvent, type ReactNode, useContext, useId, useState } from 'react';
import { adminCall } from '../../api/client.ts';
import type { ProjectView } from '../../api/types.ts';
import { errorText } from '../../auth/errors.ts';
import { t } from '../../strings.ts';

/**
 * Which form was saved last, kept by the Projects screen: a save reloads the project, whose forms
 * then start again from what is stored (a fresh mount), so the "Saved" each form shows lives above them.
 */
export const LastSaved = createContext<{ saved: string | null; setSaved: (title: string | null) => void }>({
  saved: null,
  setSaved: () => {},
});

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
  const { saved, setSaved } = useContext(LastSaved);
  const key = `${props.project.project_id}:${props.title}`;
  const [state, setState] = useState<{ error: string | null; saving: boolean }>({ error: null, saving: false });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setState({ error: null, saving: true });
    try {
      await adminCall('PATCH', `/projects/${encodeURIComponent(props.project.project_id)}`, props.body());
      setSaved(key);
      await props.onSaved();
      setState({ error: null, saving: false });
    } catch (error) {
      setState({ error: errorText(error), saving: false });
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
          {saved === key && (
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
