import { useState } from 'react';
import { adminCall } from '../../api/client.ts';
import { useConsole } from '../../shell/console-context.ts';
import { t } from '../../strings.ts';
import { DataTable } from '../common/DataTable.tsx';
import { Denied } from '../common/Denied.tsx';
import { ShownOnce } from '../common/ShownOnce.tsx';
import { useAct } from '../common/useAct.ts';
import { useAdminData } from '../common/useAdminData.ts';

interface SecretView {
  secret_id: string;
  last_four: string;
  created_at: string;
  revoked_at: string | null;
}

/** The picked project's secrets: several live at once for a rotation; a new one is shown once. */
export function SecretsScreen() {
  const { project, denied } = useConsole();
  const path = `/projects/${encodeURIComponent(project?.project_id ?? '')}/secrets`;
  const { data, error, reload } = useAdminData(
    () => (project ? adminCall<{ secrets: SecretView[] }>('GET', path) : Promise.resolve(null)),
    project ? path : '',
  );
  const [created, setCreated] = useState<string | null>(null);
  // A config-file project's secret lives in the file; otherwise the role decides.
  const why = project?.read_only ? t('projects.readOnly.why') : denied('secrets.manage');

  const { act, failure } = useAct(reload);

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('nav.secrets')}</h1>
      {!project && <p>{t('project.none')}</p>}
      {project && (
        <p className="muted">{t('secrets.intro', { project: project.settings.name ?? project.project_id })}</p>
      )}
      {project && (
        <div className="row">
          <button
            type="button"
            className="primary"
            disabled={why !== null}
            aria-describedby={why ? 'secrets-why' : undefined}
            onClick={() =>
              act(async () => {
                setCreated((await adminCall<{ secret: string }>('POST', path)).secret);
              })
            }
          >
            {t('secrets.create')}
          </button>
        </div>
      )}
      <Denied id="secrets-why" reason={project ? why : null} />
      {created && <ShownOnce label={t('secrets.new')} value={created} />}
      {(error || failure) && (
        <p role="alert" className="error">
          {failure ?? error}
        </p>
      )}
      {data && (
        <DataTable
          caption={t('secrets.caption')}
          columns={[t('secrets.col.secret'), t('secrets.col.created'), t('secrets.col.state')]}
        >
          {data.secrets.length === 0 && (
            <tr>
              <td colSpan={4}>{t('secrets.none')}</td>
            </tr>
          )}
          {data.secrets.map((secret) => (
            <tr key={secret.secret_id}>
              <td>
                <code>…{secret.last_four}</code>
              </td>
              <td>{new Date(secret.created_at).toLocaleString()}</td>
              <td>
                {secret.revoked_at
                  ? t('secrets.revokedAt', { at: new Date(secret.revoked_at).toLocaleString() })
                  : t('secrets.live')}
              </td>
              <td>
                {!secret.revoked_at && (
                  <button
                    type="button"
                    className="danger"
                    disabled={why !== null}
                    aria-label={t('secrets.revoke.label', { last: secret.last_four })}
                    onClick={() => act(() => adminCall('DELETE', `${path}/${secret.secret_id}`).then(() => {}))}
                  >
                    {t('secrets.revoke')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
