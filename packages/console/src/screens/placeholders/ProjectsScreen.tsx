import { t } from '../../strings.ts';

/** Placeholder until its screen lands (lane H5 builds it): says where the admin API serves it meanwhile. */
export function ProjectsScreen() {
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('nav.projects')}</h1>
      <p>{t('comingSoon', { path: '/admin/v1/projects' })}</p>
    </section>
  );
}
