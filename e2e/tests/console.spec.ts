import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { watchConsoleErrors } from '../support/console-errors.ts';
import { backendAuthorization, devProject, sdkAuthorization } from '../support/dev-project.ts';
import { expect, test } from '../support/fixtures.ts';
import { loginLink, newestMessageTo } from '../support/outbox.ts';
import { addAuthenticator } from '../support/virtual-authenticator.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `foyer operators invite` as an operator runs it in the server's shell: the real command, against
 * the e2e main server's own database and public URL. Answers the link it prints on its last line.
 */
async function inviteFromShell(baseURL: string, email: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=foyer-source', '--import', 'tsx', 'packages/server/src/cli.ts', 'operators', 'invite'].concat([
      '--email',
      email,
      '--role',
      role,
    ]),
    {
      cwd: root,
      env: {
        ...process.env,
        FOYER_ENV: 'development',
        FOYER_DATA_DIR: join(process.env.FOYER_E2E_DATA_DIR ?? '', 'main'),
        FOYER_PUBLIC_URL: baseURL,
      },
    },
  );
  const link = stdout.trim().split('\n').at(-1) ?? '';
  expect(link).toMatch(/\/console\/invite#token=/);
  return link;
}

/**
 * A user of the development project with two live sessions and an authenticator app, made through
 * the host backend's API.
 */
async function userWithSessions(request: APIRequestContext, email: string): Promise<string> {
  const project = await devProject(request);
  const headers = { authorization: backendAuthorization(project) };
  let userId = '';
  for (let i = 0; i < 2; i++) {
    const sent = await request.post('/v1/magic_links/email/login_or_create', { headers, data: { email } });
    expect(sent.ok()).toBe(true);
    const token = new URL(loginLink(await newestMessageTo(request, email, { count: i + 1 }))).searchParams.get('token');
    const signedIn = await request.post('/v1/magic_links/authenticate', {
      headers,
      data: { token, session_duration_minutes: 60 },
    });
    expect(signedIn.ok()).toBe(true);
    userId = (await signedIn.json()).user_id;
  }
  expect((await request.post('/v1/totps', { headers, data: { user_id: userId } })).ok()).toBe(true);
  return userId;
}

/** Live sessions of a user, as the host backend lists them. */
async function backendSessions(request: APIRequestContext, userId: string): Promise<unknown[]> {
  const project = await devProject(request);
  const answer = await request.get(`/v1/sessions?user_id=${userId}`, {
    headers: { authorization: backendAuthorization(project) },
  });
  return (await answer.json()).sessions;
}

const consoleErrors = new Map<Page, string[]>();

/** A fresh browser (its own cookies and authenticator) that accepts an invitation with a new passkey. */
async function operatorBrowser(
  browser: Browser,
  baseURL: string,
  link: string,
  axe?: (s: string, p: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // Nothing in red: a script or style the strict CSP blocked would show here.
  consoleErrors.set(page, watchConsoleErrors(page));
  await addAuthenticator(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome to the Foyer console' })).toBeVisible();
  if (axe) await checkScreen(page, 'console invitation', axe);
  await page.getByRole('button', { name: 'Set up a passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  // The token has left the address bar.
  expect(page.url()).not.toContain('token=');
  return page;
}

/**
 * axe once in each palette and once at each width the issue names (both palettes; 1280 px and a
 * tablet): light at 1280 px, then dark at 768 px. A screenshot in each palette at 1280 px goes to
 * the test's output folder for the note.
 */
async function checkScreen(page: Page, screen: string, axe: (s: string, p: Page) => Promise<void>) {
  const shot = (scheme: string) =>
    page.screenshot({
      path: test.info().outputPath(`${screen.replace(/\W+/g, '-')}-${scheme}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
  await page.emulateMedia({ colorScheme: 'light' });
  await axe(`${screen} (light, 1280 px)`, page);
  await shot('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot('dark');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 768, height: 1024 });
  await axe(`${screen} (dark, tablet 768 px)`, page);
  await page.emulateMedia({ colorScheme: 'light' });
  if (desktop) await page.setViewportSize(desktop);
}

/**
 * Calls the admin API from a signed-in console tab as the console does (its session cookie and the
 * tab's CSRF token): a POST when there is a body, else a GET.
 */
// biome-ignore lint/suspicious/noExplicitAny: the admin API's JSON, read field by field by the test.
async function adminCall(page: Page, path: string, body?: object): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          'x-foyer-csrf': sessionStorage.getItem('foyer-console-csrf') ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

async function openUser(page: Page, projectId: string, email: string) {
  await page.getByLabel('Project').selectOption(projectId);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Email, phone number or user ID').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
}

test('an operator invited from the shell signs in with a passkey, revokes a user’s sessions, changes a project’s origins (the SDK follows within 5 s) and sign-in methods (the widget stops offering one) and finds them in the audit log; a viewer sees every action disabled and is refused by the API', async ({
  browser,
  page: demoPage,
  request,
  baseURL,
  axe,
  email,
}) => {
  // One journey through every console screen, axe on each in both palettes and at a tablet's width:
  // 2.1 min at a load average of 11 when it ran axe four times a screen; see the report of issue 22.
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const project = await devProject(request);
  const admin = `admin-${email}`;
  const viewer = `viewer-${email}`;
  // The admin invited from the shell (a process start) while the user is made.
  const [userId, adminLink] = await Promise.all([
    userWithSessions(request, email),
    inviteFromShell(base, admin, 'admin'),
  ]);

  // The admin: a passkey set up from the link, then signed out and back in with it.
  const page = await operatorBrowser(browser, base, adminLink, axe);
  await expect(page.getByText(`${admin} · admin`)).toBeVisible();
  await checkScreen(page, 'console overview', axe);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the Foyer console' })).toBeVisible();
  await checkScreen(page, 'console sign-in', axe);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText(`${admin} · admin`)).toBeVisible();

  // The user the test made: found by email, their two sessions listed, all revoked.
  await openUser(page, project.project_id, email);
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await checkScreen(page, 'console user', axe);
  await page.getByRole('button', { name: 'Revoke all sessions' }).click();
  await expect(page.getByRole('status')).toHaveText('Sessions revoked.');
  await expect(page.getByText('No live session.')).toBeVisible();
  expect(await backendSessions(request, userId)).toEqual([]);
  // The action is in the user's recent events (the audit log, as this operator).
  await expect(page.getByText(`POST /projects/{project_id}/sessions/revoke_all · ${admin} · ok`)).toBeVisible();
  // Their authenticator app (a lost phone): removed after a dialog that names it; Cancel keeps it.
  const apps = page.getByRole('heading', { name: 'Authenticator apps' }).locator('xpath=following-sibling::ul[1]');
  await apps.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: /Remove the authenticator app and its recovery codes/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await axe('console remove-factor dialog', page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(apps.getByRole('listitem')).toHaveCount(1);
  await apps.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status')).toHaveText('Removed.');
  await expect(apps.getByRole('listitem')).toHaveCount(0);
  const backendUser = await request.get(`/v1/users/${userId}`, {
    headers: { authorization: backendAuthorization(project) },
  });
  expect((await backendUser.json()).totps ?? []).toEqual([]);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Users' }).click();
  await checkScreen(page, 'console users', axe);
  expect(consoleErrors.get(page)).toEqual([]);

  // A project of the database: its authorized origins changed in the Projects form; the SDK honours
  // the new origin and refuses the old one within 5 s, with no restart.
  const made: { project_id: string; public_token: string } = (
    await adminCall(page, '/admin/v1/projects', {
      name: 'Console shop',
      authorized_origins: ['https://old-shop.example'],
    })
  ).body.project;
  await page.reload();
  await page.getByLabel('Project').selectOption(made.project_id);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Projects' }).click();
  const originsForm = page.getByRole('form', { name: 'Authorized origins' });
  // The new shop, and this server's demo (pointed at the project below).
  await originsForm.getByLabel('Authorized origins, one a line').fill(`https://new-shop.example\n${base}`);
  await originsForm.getByRole('button', { name: 'Save' }).click();
  // "Saved" stays in view after the save (the forms restart from what is stored).
  await expect(originsForm.getByRole('status')).toContainText('Saved.');
  const bootstrapFrom = async (origin: string) =>
    (
      await request.get(`/sdk/v1/projects/bootstrap/${made.public_token}`, {
        headers: { origin, authorization: sdkAuthorization(made.public_token) },
      })
    ).status();
  await expect.poll(() => bootstrapFrom('https://new-shop.example'), { timeout: 5_000 }).toBe(200);
  expect(await bootstrapFrom('https://old-shop.example')).toBe(403);
  await expect(originsForm.getByLabel('Authorized origins, one a line')).toHaveValue(
    `https://new-shop.example\n${base}`,
  );
  // Sign-in methods and session length: passcodes turned off, sessions of two hours at most; the
  // bootstrap tells the widget, the SDK API refuses a passcode.
  const signIn = page.getByRole('form', { name: 'Sign-in methods and sessions' });
  await signIn.getByLabel('One-time passcodes (email, SMS, WhatsApp)').uncheck();
  await signIn.getByLabel('Longest session a sign-in or refresh may ask for (minutes)').fill('120');
  await signIn.getByRole('button', { name: 'Save' }).click();
  await expect(signIn.getByRole('status')).toContainText('Saved.');
  await expect(signIn.getByLabel('One-time passcodes (email, SMS, WhatsApp)')).not.toBeChecked();
  const sdkHeaders = { origin: 'https://new-shop.example', authorization: sdkAuthorization(made.public_token) };
  const settings = await (
    await request.get(`/sdk/v1/projects/bootstrap/${made.public_token}`, { headers: sdkHeaders })
  ).json();
  expect(settings.enabled_products).not.toContain('otp');
  expect(settings.session_length).toEqual({ default_minutes: 60, maximum_minutes: 120 });
  const passcode = await request.post('/sdk/v1/otps/email/login_or_create', {
    headers: sdkHeaders,
    data: { email },
  });
  expect([passcode.status(), (await passcode.json()).error_type]).toEqual([403, 'product_not_enabled']);
  // The demo's widget on this project, asked for login links and passcodes, offers links alone.
  await demoPage.route('**/dev/api/project', (route) =>
    route.fulfill({ json: { project_id: made.project_id, public_token: made.public_token } }),
  );
  await demoPage.goto('/?products=emailMagicLinks,otp');
  await expect(demoPage.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(demoPage.getByRole('tab')).toHaveCount(0);
  await axe('demo login, passcodes turned off', demoPage);
  await checkScreen(page, 'console project', axe);

  // The Secrets and Operators screens, with what they list.
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Secrets' }).click();
  await expect(page.getByRole('table', { name: 'Secrets, by their last four characters' })).toBeVisible();
  await checkScreen(page, 'console secrets', axe);
  await nav.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('cell', { name: admin, exact: false }).first()).toBeVisible();
  await checkScreen(page, 'console operators', axe);

  // Both actions in the audit log screen, filtered by this operator.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Actor').fill(admin);
  await page.getByRole('button', { name: 'Filter' }).click();
  const auditTable = page.getByRole('table');
  await expect(auditTable.getByRole('cell', { name: 'POST /projects/{project_id}/sessions/revoke_all' })).toBeVisible();
  await expect(auditTable.getByRole('cell', { name: 'PATCH /projects/{project_id}' }).first()).toBeVisible();
  await checkScreen(page, 'console audit log', axe);

  // A viewer, invited by the admin (POST /admin/v1/operators, as the Operators screen does): the same
  // screens, every action disabled with the reason; the API refuses and logs it.
  const invited = await adminCall(page, '/admin/v1/operators', { email: viewer, role: 'viewer' });
  const viewerLink: string = invited.body.invite_url;
  const viewerPage = await operatorBrowser(browser, base, viewerLink);
  await openUser(viewerPage, project.project_id, email);
  await expect(viewerPage.getByText('Your role (viewer) may not change users or sessions').first()).toBeVisible();
  for (const name of ['Remove', 'Save metadata', 'Delete for good']) {
    for (const button of await viewerPage.getByRole('button', { name }).all()) await expect(button).toBeDisabled();
  }
  const refused = await adminCall(viewerPage, `/admin/v1/projects/${project.project_id}/sessions/revoke_all`, {
    user_id: 'anyone',
  });
  expect([refused.status, refused.body.error_type]).toEqual([403, 'operator_permission_denied']);
  const log = await adminCall(page, `/admin/v1/audit_log?actor=${encodeURIComponent(viewer)}`);
  expect(log.body.entries).toContainEqual(
    expect.objectContaining({ action: 'POST /projects/{project_id}/sessions/revoke_all', result: 'refused' }),
  );
});
