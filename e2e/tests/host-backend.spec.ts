import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, panelFact, signIn, test } from '../support/fixtures.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the README's host-backend example (examples/check-session.ts) against the e2e server. */
async function checkSession(baseURL: string, credential: string, project: { project_id: string; secret: string }) {
  return run(process.execPath, ['--import', 'tsx', 'examples/check-session.ts', credential], {
    cwd: root,
    env: { ...process.env, FOYER_URL: baseURL, FOYER_PROJECT_ID: project.project_id, FOYER_SECRET: project.secret },
  });
}

test.describe('a host backend checking the session (the README example)', () => {
  test('verifies the cookies offline and online, and sees a sign-out at once', async ({
    page,
    axe,
    email,
    baseURL,
  }) => {
    await signIn(page, email, axe);
    const userId = (await panelFact(page, 'User ID').textContent()) ?? '';
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    const jwt = cookies.stytch_session_jwt ?? '';
    const token = cookies.stytch_session ?? '';
    expect(jwt.split('.')).toHaveLength(3);
    const project = (await (await page.request.get('/dev/api/project')).json()) as {
      project_id: string;
      secret: string;
    };
    const origin = baseURL ?? '';

    const byJwt = await checkSession(origin, jwt, project);
    expect(byJwt.stdout).toContain(`offline: user ${userId}`);
    expect(byJwt.stdout).toContain(`online: user ${userId} (${email})`);
    const byToken = await checkSession(origin, token, project);
    expect(byToken.stdout).toContain(`online: user ${userId} (${email})`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
    await axe('landing page: signed out');
    const afterLogout = await checkSession(origin, token, project).catch((error: { stdout: string }) => error);
    expect(afterLogout.stdout).toContain('online: refused, session_not_found');
  });
});
