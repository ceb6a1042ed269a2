import { type FormEvent, useState } from 'react';
import { adminCall } from '../../api/client.ts';
import { t } from '../../strings.ts';
import { useAdminData } from '../common/useAdminData.ts';

interface AuditEntry {
  audit_id: string;
  at: string;
  actor: { email: string | null; role: string | null; token_name: string | null };
  action: string;
  target: { project_id: string | null; user_id: string | null; id: string | null };
  status: number;
  result: string;
  ip_address: string | null;
  changes: { before: unknown; after: unknown } | null;
}
interface AuditPage {
  entries: AuditEntry[];
  next_before: string | null;
}

const FILTERS = ['actor', 'action', 'target'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const PAGE = 50;

/** The audit log: every operator action, refused ones included, newest first, filtered and paged. */
export function AuditScreen() {
  const [filters, setFilters] = useState<Filters>({ actor: '', action: '', target: '' });
  const [draft, setDraft] = useState<Filters>(filters);
  // The cursors of the pages before this one, so "Newer" steps back.
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors[cursors.length - 1];
  const query = new URLSearchParams({ limit: String(PAGE) });
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  if (before) query.set('before', before);
  const { data, error, loading } = useAdminData(
    () => adminCall<AuditPage>('GET', `/audit_log?${query}`),
    query.toString(),
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
    setCursors([]);
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('nav.audit')}</h1>
      <form className="row" onSubmit={apply} aria-label={t('audit.filters')}>
        {FILTERS.map((name) => (
          <label key={name} className="inline">
            {t(`audit.filter.${name}`)}
            <input
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              placeholder={t(`audit.filter.${name}.example`)}
            />
          </label>
        ))}
        <button type="submit" className="primary">
          {t('audit.filter.apply')}
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {loading && !data && <p>{t('loading')}</p>}
      {data && data.entries.length === 0 && <p>{t('audit.empty')}</p>}
      {data && data.entries.length > 0 && (
        // Wider than a tablet: it scrolls sideways, so the keyboard must reach it (axe, at 768 px).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focused to scroll it with the arrow keys
        <section className="scroll" aria-label={t('audit.caption')} tabIndex={0}>
          <table>
            <caption>{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.col.when')}</th>
                <th scope="col">{t('audit.col.who')}</th>
                <th scope="col">{t('audit.col.action')}</th>
                <th scope="col">{t('audit.col.target')}</th>
                <th scope="col">{t('audit.col.result')}</th>
                <th scope="col">{t('audit.col.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.audit_id}>
                  <td>
                    <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
                  </td>
                  <td>
                    {entry.actor.email ?? '—'}
                    <div className="muted">
                      {entry.actor.role}
                      {entry.actor.token_name ? ` · ${t('audit.token', { name: entry.actor.token_name })}` : ''}
                      {entry.ip_address ? ` · ${entry.ip_address}` : ''}
                    </div>
                  </td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td className="ids">
                    {[entry.target.project_id, entry.target.user_id, entry.target.id].filter(Boolean).join(' · ') ||
                      '—'}
                  </td>
                  <td className={entry.result === 'ok' ? 'success' : 'error'}>
                    {entry.result} ({entry.status})
                  </td>
                  <td>{entry.changes ? <Changes changes={entry.changes} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className="row">
        <button type="button" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t('audit.newer')}
        </button>
        <button
          type="button"
          disabled={!data?.next_before}
          onClick={() => data?.next_before && setCursors([...cursors, data.next_before])}
        >
          {t('audit.older')}
        </button>
      </div>
    </section>
  );
}

/** A change's before and after, as compact JSON. */
function Changes(props: { changes: { before: unknown; after: unknown } }) {
  return (
    <dl className="changes">
      <dt>{t('audit.before')}</dt>
      <dd>
        <code>{JSON.stringify(props.changes.before)}</code>
      </dd>
      <dt>{t('audit.after')}</dt>
      <dd>
        <code>{JSON.stringify(props.changes.after)}</code>
      </dd>
    </dl>
  );
}
