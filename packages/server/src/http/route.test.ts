import { OkResponse } from '@foyer/protocol';
import { BACKEND_PATHS, BACKEND_PREFIX, SDK_PATHS, SDK_PREFIX } from '@foyer/protocol/paths';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestContext, type JsonBody, type TestContext } from '../testing/test-context.ts';
import type { AppEnv } from './env.ts';
import { ok } from './ok.ts';
import { requestId } from './request-id.ts';
import { backendRoute, ERROR_TYPES_EXTENSION, sdkRoute } from './route.ts';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** `/sdk/v1/users/{user_id}` → `{ api: 'sdk', path: '/users/{user_id}' }`; null outside the two APIs. */
function splitApiPath(path: string): { api: 'sdk' | 'backend'; path: string } | null {
  if (path.startsWith(`${SDK_PREFIX}/`)) return { api: 'sdk', path: path.slice(SDK_PREFIX.length) };
  // /v1/public/… are the OAuth browser navigations (oauthStartPath, OAUTH_CALLBACK_PATH), not API calls.
  if (path.startsWith(`${BACKEND_PREFIX}/`) && !path.startsWith(`${BACKEND_PREFIX}/public/`)) {
    return { api: 'backend', path: path.slice(BACKEND_PREFIX.length) };
  }
  return null;
}

describe('wire paths of the SDK and backend APIs', () => {
  let t: TestContext;
  let document: JsonBody;
  beforeEach(async () => {
    t = await createTestContext();
    document = (await (await t.app.request('/openapi.json')).json()) as JsonBody;
  });
  afterEach(() => t.close());

  const documentedOperations = () =>
    Object.entries(document.paths as Record<string, JsonBody>).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method] })),
    );

  it('serves every documented /sdk/v1 and /v1 operation at a path of SDK_PATHS or BACKEND_PATHS', () => {
    const known = {
      sdk: new Set<string>(Object.values(SDK_PATHS)),
      backend: new Set<string>(Object.values(BACKEND_PATHS)),
    };
    const apiOperations = documentedOperations().filter(({ path }) => splitApiPath(path));
    expect(apiOperations.length).toBeGreaterThanOrEqual(Object.keys(SDK_PATHS).length);
    for (const { method, path } of apiOperations) {
      const split = splitApiPath(path) as NonNullable<ReturnType<typeof splitApiPath>>;
      expect(known[split.api], `${method.toUpperCase()} ${path}`).toContain(split.path);
    }
  });

  it('serves every path of SDK_PATHS and BACKEND_PATHS, so no key outlives its route', () => {
    const documented = new Set(Object.keys(document.paths as JsonBody));
    for (const path of Object.values(SDK_PATHS)) expect(documented, path).toContain(`${SDK_PREFIX}${path}`);
    for (const path of Object.values(BACKEND_PATHS)) expect(documented, path).toContain(`${BACKEND_PREFIX}${path}`);
  });

  it('answers nothing under /sdk/v1 or /v1 that the document leaves out', () => {
    const documented = new Set(documentedOperations().map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    const served = t.app.routes
      .filter((route) => route.method !== 'ALL' && splitApiPath(route.path))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThanOrEqual(Object.keys(SDK_PATHS).length);
    for (const route of served) expect(documented, route).toContain(route);
  });

  it('lists the error types of every operation', () => {
    for (const { method, path, operation } of documentedOperations().filter(({ path }) => splitApiPath(path))) {
      expect(operation[ERROR_TYPES_EXTENSION], `${method.toUpperCase()} ${path}`).toBeInstanceOf(Array);
    }
  });
});

describe('sdkRoute, backendRoute and ok', () => {
  const UserIdResponse = OkResponse.extend({ user_id: z.string() });
  const byId = backendRoute('user', {
    method: 'get',
    tag: 'Test',
    summary: 'Echoes the user id',
    params: z.object({ user_id: z.string().max(8) }),
    response: UserIdResponse,
    errors: ['user_not_found'],
  });
  const revoke = sdkRoute('sessionsRevoke', { tag: 'Test', summary: 'Answers ok', response: OkResponse, errors: [] });
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', requestId);
  app.openapi(byId, (c) => ok(c, { user_id: c.req.valid('param').user_id })).openapi(revoke, (c) => ok(c));

  it('registers the route at the key’s wire path, with its error types', () => {
    expect(byId.path).toBe(BACKEND_PATHS.user);
    expect(byId.method).toBe('get');
    expect(byId[ERROR_TYPES_EXTENSION]).toEqual(['user_not_found']);
    expect(revoke.path).toBe(SDK_PATHS.sessionsRevoke);
    expect(revoke.method).toBe('post');
  });

  it('answers 200 with status_code, the request id and the body', async () => {
    const response = await app.request('/users/user-1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status_code: 200,
      request_id: response.headers.get('x-request-id'),
      user_id: 'user-1',
    });
    const empty = await app.request('/sessions/revoke', { method: 'POST' });
    expect(await empty.json()).toEqual({ status_code: 200, request_id: empty.headers.get('x-request-id') });
  });

  it('refuses, by type, params that miss the template’s names, unknown error types and a body off the response schema', () => {
    // @ts-expect-error the template /users/{user_id} needs params
    backendRoute('user', { tag: 'T', summary: 's', response: OkResponse, errors: [] });
    const wrongParams = z.object({ id: z.string() });
    // @ts-expect-error the params schema names id, not user_id
    backendRoute('user', { tag: 'T', summary: 's', params: wrongParams, response: OkResponse, errors: [] });
    // @ts-expect-error /users/me has no {names}
    sdkRoute('usersMe', { tag: 'T', summary: 's', params: wrongParams, response: OkResponse, errors: [] });
    // @ts-expect-error not a catalogue error type
    sdkRoute('usersMe', { tag: 'T', summary: 's', response: OkResponse, errors: ['no_such_error'] });
    const typed = new OpenAPIHono<AppEnv>();
    // @ts-expect-error user_id must be a string
    typed.openapi(byId, (c) => ok(c, { user_id: 1 }));
    // @ts-expect-error user_id is required by the response schema
    typed.openapi(byId, (c) => ok(c));
    expectTypeOf(byId.path).toEqualTypeOf<'/users/{user_id}'>();
  });
});
