import { useState } from 'react';
import { adminCall } from '../../api/client.ts';
import type { ProjectView } from '../../api/types.ts';
import { errorText } from '../../auth/errors.ts';
import { t } from '../../strings.ts';
import { SettingsForm } from './SettingsForm.tsx';

type Template = { subject: string; text: string; html?: string };
interface Preview {
  subject: string;
  text: string;
  html: string;
}

/**
 * The project's named email templates (login_template_id / signup_template_id pick one): edit one,
 * preview it as the email would read with sample values (the server renders it; nothing is sent),
 * and save. The HTML preview sits in a sandboxed frame: the template's markup runs no script.
 */
export function EmailTemplates(props: {
  project: ProjectView;
  why: string | null;
  templates: Record<string, Template>;
  onSaved: () => Promise<void>;
}) {
  const ids = Object.keys(props.templates);
  const [id, setId] = useState(ids[0] ?? 'login');
  const [draft, setDraft] = useState<Template>(props.templates[ids[0] ?? ''] ?? { subject: '', text: '' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  const pick = (next: string) => {
    setId(next);
    setDraft(props.templates[next] ?? { subject: '', text: '' });
    setPreview(null);
  };
  const showPreview = async () => {
    setPreviewError(null);
    try {
      const path = `/projects/${encodeURIComponent(props.project.project_id)}/email_templates/preview`;
      const template = draft.html ? draft : { subject: draft.subject, text: draft.text };
      setPreview(await adminCall<Preview>('POST', path, { template }));
    } catch (error) {
      setPreviewError(errorText(error));
    }
  };

  return (
    <SettingsForm
      project={props.project}
      why={props.why}
      onSaved={props.onSaved}
      title={t('projects.templates')}
      body={() => ({ email_templates: { ...props.templates, [id]: draft } })}
    >
      {(field) => (
        <>
          <p className="why">{t('projects.templates.placeholders')}</p>
          <label className="field">
            {t('projects.templates.id')}
            <input list="template-ids" value={id} onChange={(event) => pick(event.target.value)} />
            <datalist id="template-ids">
              {ids.map((each) => (
                <option key={each} value={each} />
              ))}
            </datalist>
          </label>
          <label className="field">
            {t('projects.templates.subject')}
            <input
              value={draft.subject}
              onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
              aria-invalid={field.invalid || undefined}
            />
          </label>
          <label className="field">
            {t('projects.templates.text')}
            <textarea value={draft.text} onChange={(event) => setDraft({ ...draft, text: event.target.value })} />
          </label>
          <label className="field">
            {t('projects.templates.html')}
            <textarea
              value={draft.html ?? ''}
              onChange={(event) => setDraft({ ...draft, html: event.target.value || undefined })}
            />
          </label>
          <button type="button" onClick={showPreview}>
            {t('projects.templates.preview')}
          </button>
          {previewError && (
            <p role="alert" className="error">
              {previewError}
            </p>
          )}
          {preview && (
            <div className="preview">
              <p>
                <strong>{t('projects.templates.subject')}:</strong> {preview.subject}
              </p>
              <pre>{preview.text}</pre>
              <iframe title={t('projects.templates.htmlPreview')} sandbox="" srcDoc={preview.html} />
            </div>
          )}
        </>
      )}
    </SettingsForm>
  );
}
