import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-context.ts';

describe('a wrong HTTP method on a known path', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('returns 405 method_not_allowed with an Allow header for GET on a POST-only SDK path', async () => {
    const res = await t.sdk('/sessions/authenticate', undefined, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toMatchObject({
      status_code: 405,
      error_type: 'method_not_allowed',
      error_message: 'GET is not allowed on /sdk/v1/sessions/authenticate; use POST.',
    });
  });

  it('returns 405 for a path with a parameter, naming the method it takes', async () => {
    const res = await t.sdk('/users/webauthn_registrations/webauthn-registration-test-1', undefined, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE');
    expect(res.body.error_type).toBe('method_not_allowed');
  });

  it('returns 405 on the backend API too, after its credentials are checked', async () => {
    const res = await t.backend('/users/user-test-1', undefined, { method: 'PATCH' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE, GET, PUT');
    const unauthenticated = await t.backend('/users/user-test-1', undefined, { method: 'PATCH', secret: 'wrong' });
    expect(unauthenticated.body.error_type).toBe('unauthorized_credentials');
  });

  it('returns 404 not_found, with no Allow header, for a path no route has', async () => {
    const res = await t.sdk('/sessions/no_such_step', {}, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
    expect(res.body.error_type).toBe('not_found');
  });
});
