import { APP_ORIGIN } from './oauth-ports.ts';

/**
 * The e2e project whose password policy is LUDS (the dev project's is zxcvbn). It lives in the
 * main e2e server's config file beside the OAuth projects; a spec points the demo at it by public
 * token with `useProject(page, PASSWORD_PROJECTS.luds)` (support/oauth.ts), as a host would pick
 * its project. One server, many projects: the server is multi-project, so no second process.
 */
export const PASSWORD_PROJECTS = { luds: 'passwords-luds' } as const;

/** The LUDS numbers of that project: 10 characters, 3 of the 4 character classes. */
export const LUDS_POLICY = { minimumCount: 10, complexity: 3 } as const;

/** The password projects of the e2e server's config (a LUDS policy project). */
export function passwordProjects(): Record<string, unknown>[] {
  const name = PASSWORD_PROJECTS.luds;
  return [
    {
      project_id: `project-test-e2e-${name}`,
      public_token: `public-token-test-e2e-${name}`,
      secret: `secret-test-e2e-${name}-long-enough-value`,
      name: `E2E ${name}`,
      authorized_origins: [APP_ORIGIN],
      redirect_urls: {
        login: [`${APP_ORIGIN}/authenticate`],
        signup: [`${APP_ORIGIN}/authenticate`],
        reset_password: [`${APP_ORIGIN}/reset-password`],
      },
      password_config: {
        strength_policy: 'luds',
        luds_minimum_count: LUDS_POLICY.minimumCount,
        luds_complexity: LUDS_POLICY.complexity,
      },
    },
  ];
}
