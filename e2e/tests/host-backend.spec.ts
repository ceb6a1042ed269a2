import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readmeSnippet, readmeSnippets } from '../../scripts/lib/readme-snippets.mjs';
import { devProject, sessionCookies } from '../support/dev-project.ts';
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

const SECTION = 'Checking a session from your backend';

/** A README snippet with the README's server URL replaced by the e2e server's. */
const pointedAt = (snippet: string, baseURL: string) => snippet.replaceAll('http://localhost:3000', baseURL);

test.describe('a host backend checking the session (the README example)', () => {
  test("runs the README's offline and online snippets as written against a signed-in browser's cookies", async ({
    page,
    axe,
    email,
    baseURL,
  }) => {
    await signIn(page, email, axe);
    const userId = (await panelFact(page, 'User ID').textContent()) ?? '';
    const { token, jwt } = await sessionCookies(page);
    const project = await devProject(page.request);
    const origin = baseURL ?? '';

    // The jose snippet names its inputs sessionJwt and projectId, and leaves payload for the reader.
    const offline = [
      'const sessionJwt = process.env.SESSION_JWT;',
      'const projectId = process.env.PROJECT_ID;',
      pointedAt(readmeSnippet(SECTION, 'ts'), origin),
      'console.log(JSON.stringify(payload));',
    ].join('\n');
    const verified = await run(process.execPath, ['--input-type=module', '-e', offline], {
      cwd: root,
      env: { ...process.env, SESSION_JWT: jwt, PROJECT_ID: project.project_id },
    });
    expect(JSON.parse(verified.stdout)).toMatchObject({ sub: userId, aud: project.project_id, iss: origin });

    // The curl snippet reads PROJECT_ID, PROJECT_SECRET and TOKEN from the shell.
    const curl = pointedAt(readmeSnippets(SECTION, 'sh')[0] ?? '', origin);
    const online = await run('bash', ['-c', curl], {
      env: {
        ...process.env,
        PROJECT_ID: project.project_id,
        PROJECT_SECRET: project.secret,
        TOKEN: token,
      },
    });
    const answer = JSON.parse(online.stdout) as { user: { user_id: string; emails: { email: string }[] } };
    expect(answer.user.user_id).toBe(userId);
    expect(answer.user.emails[0]?.email).toBe(email);
  });

  test('verifies the cookies offline and online, and sees a sign-out at once', async ({
    page,
    axe,
    email,
    baseURL,
  }) => {
    await signIn(page, email, axe);
    const userId = (await panelFact(page, 'User ID').textContent()) ?? '';
    const { token, jwt } = await sessionCookies(page);
    expect(jwt.split('.')).toHaveLength(3);
    const project = await devProject(page.request);
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
