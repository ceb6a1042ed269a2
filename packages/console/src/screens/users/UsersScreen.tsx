import { t } from '../../strings.ts';

export function UsersScreen(_props: { rest: string }) {
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('users.title')}</h1>
    </section>
  );
}
