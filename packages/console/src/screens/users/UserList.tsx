import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { UserView } from '../../api/types.ts';
import { errorText } from '../../auth/errors.ts';
import { useConsole } from '../../shell/console-context.ts';
import { Link } from '../../shell/Link.tsx';
import { t } from '../../strings.ts';
import { usersApi } from './users-api.ts';

const label = (user: UserView) =>
  user.emails[0]?.email ??
  user.phone_numbers[0]?.phone_number ??
  user.crypto_wallets[0]?.crypto_wallet_address ??
  user.user_id;

/** The search form and one page of users; "Next page" follows the search's cursor. */
export function UserList({ projectId }: { projectId: string }) {
  const { project } = useConsole();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState({ term: '', cursor: null as string | null });
  const [page, setPage] = useState<{ users: UserView[]; total: number; next: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const answer = await usersApi(projectId).search(query.term, query.cursor);
      setPage({
        users: answer.results,
        total: answer.results_metadata.total,
        next: answer.results_metadata.next_cursor,
      });
    } catch (caught) {
      setError(errorText(caught));
    }
  }, [projectId, query]);
  useEffect(() => {
    load();
  }, [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ term, cursor: null });
  };
  const projectName = (project?.settings.name as string | undefined) ?? projectId;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('users.title')}</h1>
      <form className="row" onSubmit={submit}>
        <label htmlFor="user-search">{t('users.search.label')}</label>
        <input id="user-search" type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
        <button type="submit">{t('users.search.submit')}</button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!page && !error && <p>{t('loading')}</p>}
      {page && page.users.length === 0 && <p>{t('users.search.empty')}</p>}
      {page && page.users.length > 0 && (
        <table>
          <caption>
            {t('users.table.caption', { project: projectName })} ({page.total})
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('users.col.user')}</th>
              <th scope="col">{t('users.col.status')}</th>
              <th scope="col">{t('users.col.created')}</th>
            </tr>
          </thead>
          <tbody>
            {page.users.map((user) => (
              <tr key={user.user_id}>
                <td>
                  <Link to={`/users/${encodeURIComponent(user.user_id)}`}>{label(user)}</Link>
                  <div className="muted">{user.user_id}</div>
                </td>
                <td>{user.status}</td>
                <td>{new Date(user.created_at).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="row">
        {query.cursor && (
          <button type="button" onClick={() => setQuery({ term: query.term, cursor: null })}>
            {t('users.first')}
          </button>
        )}
        {page?.next && (
          <button type="button" onClick={() => setQuery({ term: query.term, cursor: page.next })}>
            {t('users.next')}
          </button>
        )}
      </div>
    </section>
  );
}
