import { useConsole } from '../../shell/console-context.ts';
import { t } from '../../strings.ts';
import { UserDetail } from './UserDetail.tsx';
import { UserList } from './UserList.tsx';

/** /users: the project's users, searchable and paged; /users/{user_id}: one user. */
export function UsersScreen({ rest }: { rest: string }) {
  const { project } = useConsole();
  const userId = decodeURIComponent(rest.replace(/^\//, ''));
  if (!project) {
    return (
      <section aria-labelledby="screen-title">
        <h1 id="screen-title">{t('users.title')}</h1>
        <p>{t('users.search.pickProject')}</p>
      </section>
    );
  }
  return userId ? (
    <UserDetail key={`${project.project_id}/${userId}`} projectId={project.project_id} userId={userId} />
  ) : (
    <UserList key={project.project_id} projectId={project.project_id} />
  );
}
