import { ConfigFile } from '../../packages/server/src/config/project-settings.ts';
import { docSnippet } from '../../scripts/lib/readme-snippets.mjs';
import { APP_ORIGIN } from './oauth-ports.ts';

/**
 * The e2e project whose `mfa_policy` is `required_for_all`: every sign-in there needs a second
 * factor. It lives in the main e2e server's config file beside the OAuth and password projects, so
 * the MFA specs share that server; a spec points the demo at it with `useProject(page,
 * MFA_PROJECT)` (support/oauth.ts). The dev project, and so every other spec, stays `optional`.
 */
export const MFA_PROJECT = 'mfa-required';

/** The host backend's credentials for that project (`Authorization: Basic project_id:secret`). */
export const MFA_PROJECT_CREDENTIALS = {
  project_id: `project-test-e2e-${MFA_PROJECT}`,
  secret: `secret-test-e2e-${MFA_PROJECT}-long-enough-value`,
} as const;

/**
 * The MFA projects of the e2e server's config: docs/configuration.md's example, as written but for
 * the ids, name, origins and redirects of this server, so the journeys prove what the page says.
 */
export function mfaProjects(): Record<string, unknown>[] {
  const url = `${APP_ORIGIN}/authenticate`;
  // Checked as written by the server's own schema: a page whose example would not load fails the run.
  const [documented] = ConfigFile.parse(
    JSON.parse(docSnippet('docs/configuration.md', 'Multi-factor authentication', 'json')),
  ).projects;
  return [
    {
      mfa_policy: documented?.mfa_policy,
      ...MFA_PROJECT_CREDENTIALS,
      public_token: `public-token-test-e2e-${MFA_PROJECT}`,
      // The issuer an authenticator app shows beside the account.
      name: 'E2E MFA',
      authorized_origins: [APP_ORIGIN],
      redirect_urls: { login: [url], signup: [url], reset_password: [`${APP_ORIGIN}/reset-password`] },
    },
  ];
}
