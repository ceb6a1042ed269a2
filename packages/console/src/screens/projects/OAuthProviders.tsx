import { useState } from 'react';
import type { ProjectView } from '../../api/types.ts';
import { t } from '../../strings.ts';
import { SettingsForm } from './SettingsForm.tsx';

type Provider = Record<string, unknown> & { client_id?: string };

/**
 * Social sign-in providers: each shows its client id; its client secret is write-only (never
 * answered). Saving sends every provider back without its secret, which the server keeps, plus
 * the one edited here with a new secret when one is typed.
 */
export function OAuthProviders(props: {
  project: ProjectView;
  why: string | null;
  oauth: { providers?: Record<string, Provider | undefined> } & Record<string, unknown>;
  onSaved: () => Promise<void>;
}) {
  const providers = props.oauth.providers ?? {};
  const [edit, setEdit] = useState({ type: Object.keys(providers)[0] ?? 'google', clientId: '', secret: '' });
  const current = providers[edit.type];
  return (
    <SettingsForm
      project={props.project}
      why={props.why}
      onSaved={props.onSaved}
      title={t('projects.oauth')}
      body={() => ({
        oauth: {
          ...props.oauth,
          providers: {
            ...providers,
            [edit.type]: {
              ...current,
              client_id: edit.clientId || current?.client_id,
              ...(edit.secret ? { client_secret: edit.secret } : {}),
            },
          },
        },
      })}
    >
      {(field) => (
        <>
          <ul className="list">
            {Object.entries(providers).map(([type, provider]) => (
              <li key={type}>
                <span>{type}</span>
                <code>{provider?.client_id}</code>
                <span className="muted">{t('projects.oauth.secretSet')}</span>
              </li>
            ))}
            {Object.keys(providers).length === 0 && <li>{t('projects.oauth.none')}</li>}
          </ul>
          <label className="field">
            {t('projects.oauth.provider')}
            <input value={edit.type} onChange={(event) => setEdit({ ...edit, type: event.target.value.trim() })} />
          </label>
          <label className="field">
            {t('projects.oauth.clientId')}
            <input
              value={edit.clientId}
              placeholder={current?.client_id ?? ''}
              onChange={(event) => setEdit({ ...edit, clientId: event.target.value })}
            />
          </label>
          <label className="field">
            {t('projects.oauth.clientSecret')}
            <input
              type="password"
              autoComplete="off"
              value={edit.secret}
              placeholder={current ? t('projects.oauth.unchanged') : ''}
              onChange={(event) => setEdit({ ...edit, secret: event.target.value })}
              aria-invalid={field.invalid || undefined}
            />
          </label>
          <p className="why">{t('projects.oauth.writeOnly')}</p>
        </>
      )}
    </SettingsForm>
  );
}
