import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { backendAuthorization, type DevProject, devProject, sessionCookies } from '../support/dev-project.ts';
import { expect, panelFact, signIn, test } from '../support/fixtures.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What an example app's route answers the browser navigating to it (with its cookies for localhost). */
async function answer(page: Page, url: string) {
  const response = await page.goto(url);
  if (!response) throw new Error(`no response from ${url}`);
  return { status: response.status(), body: await response.json() };
}

// Each @foyer/node adapter, with the cookies a real signed-in browser holds.
test.describe("@foyer/node's framework adapters with a browser's session", () => {
  let apps: ChildProcess;
  let urls: Record<'Express' | 'Hono' | 'Fastify', string>;
  let project: DevProject;
  test.beforeEach(async ({ page, baseURL }) => {
    project = await devProject(page.request);
    apps = spawn(
      process.execPath,
      ['--conditions=foyer-source', '--import', 'tsx', 'e2e/support/node-adapter-apps.ts'],
      {
        cwd: root,
        env: { ...process.env, FOYER_URL: baseURL, FOYER_PROJECT_ID: project.project_id, FOYER_SECRET: project.secret },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const [line] = await new Promise<string[]>((resolve) =>
      createInterface({ input: apps.stdout as NodeJS.ReadableStream }).once('line', (first) => resolve([first])),
    );
    urls = JSON.parse(line ?? '{}');
  });
  test.afterEach(() => {
    apps?.kill('SIGTERM');
  });

  test('each answers the signed-in user, refuses a revoked session online at once, and sees a logged-out visitor', async ({
    page,
    axe,
    email,
  }) => {
    await signIn(page, email, axe);
    const userId = (await panelFact(page, 'User ID').textContent()) ?? '';
    expect(userId).toMatch(/^user-test-/);
    for (const [name, url] of Object.entries(urls)) {
      expect(await answer(page, `${url}/api/me`), name).toEqual({
        status: 200,
        body: { user_id: userId, checked_by: 'offline' },
      });
      expect(await answer(page, `${url}/api/me/strict`), name).toMatchObject({
        status: 200,
        body: { user_id: userId },
      });
    }

    // The host's backend revokes the session the browser still holds in its cookies.
    const { token } = await sessionCookies(page);
    const revoked = await page.request.post('/v1/sessions/revoke', {
      headers: { authorization: backendAuthorization(project) },
      data: { session_token: token },
    });
    expect(revoked.status()).toBe(200);
    for (const [name, url] of Object.entries(urls)) {
      // Online checks refuse at once; an offline JWT check accepts until the JWT expires (5 minutes).
      expect((await answer(page, `${url}/api/me/strict`)).status, name).toBe(401);
      expect((await answer(page, `${url}/api/me`)).status, name).toBe(200);
    }

    await page.context().clearCookies();
    for (const [name, url] of Object.entries(urls)) {
      expect((await answer(page, `${url}/api/me`)).status, name).toBe(401);
      expect((await answer(page, `${url}/api/hello`)).body, name).toEqual({ signed_in: false });
    }
  });
});
