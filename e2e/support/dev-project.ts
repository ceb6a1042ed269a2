import type { APIRequestContext, Page } from '@playwright/test';

/** The development project's credentials, as a host developer copies them from `/dev/api/project`. */
export interface DevProject {
  project_id: string;
  public_token: string;
  secret: string;
}

/** The development project the e2e server created at start. */
export async function devProject(request: APIRequestContext): Promise<DevProject> {
  return (await request.get('/dev/api/project')).json();
}

/** The `Authorization` header of a host backend's call (`project_id:secret`). */
export function backendAuthorization(project: Pick<DevProject, 'project_id' | 'secret'>): string {
  return `Basic ${Buffer.from(`${project.project_id}:${project.secret}`).toString('base64')}`;
}

/** The `Authorization` header of a signed-out browser's SDK call (`public_token:public_token`). */
export function sdkAuthorization(publicToken: string): string {
  return `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`;
}

/** The session cookies the widget set in this browser: the opaque token and the JWT ('' when absent). */
export async function sessionCookies(page: Page): Promise<{ token: string; jwt: string }> {
  const cookies = new Map((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  return { token: cookies.get('stytch_session') ?? '', jwt: cookies.get('stytch_session_jwt') ?? '' };
}
