import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

describe('bootstrap', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  it('returns the settings the widget needs for the project named in the path', async () => {
    const res = await t.sdk(`/projects/bootstrap/${testProjectConfig.public_token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status_code: 200,
      project_id: testProjectConfig.project_id,
      display_watermark: false,
      email_domain: 'host.example',
      strength_policy: 'zxcvbn',
      password_config: null,
      // Stytch's SDK reads these to use PKCE; the server refuses browser sends without it.
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: true,
      pkce_required_for_oauth: true,
    });
    expect(res.body.request_id).toMatch(/^request-id-/);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://host.example');
  });

  it('names the project by the path alone: no Authorization header needed, and the path wins over one', async () => {
    const path = `/sdk/v1/projects/bootstrap/${testProjectConfig.public_token}`;
    const bare = await t.app.request(path, { headers: { origin: 'https://host.example' } });
    expect(bare.status).toBe(200);
    expect((await bare.json()).project_id).toBe(testProjectConfig.project_id);
    const other = `Basic ${Buffer.from('public-token-test-nope:public-token-test-nope').toString('base64')}`;
    const named = await t.app.request(path, { headers: { origin: 'https://host.example', authorization: other } });
    expect(named.status).toBe(200);
  });

  it('refuses an unknown public token with invalid_public_token', async () => {
    const res = await t.sdk('/projects/bootstrap/public-token-test-nope', undefined, {
      publicToken: 'public-token-test-nope',
    });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('invalid_public_token');
  });

  it('answers an unlisted origin with 403 origin_not_allowed, readable by the page', async () => {
    const res = await t.sdk(`/projects/bootstrap/${testProjectConfig.public_token}`, undefined, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('origin_not_allowed');
    expect(res.body.error_message).toContain('https://evil.example');
    // Not readable by the unauthorized page itself (attacks/cors-origin-reflection.test.ts).
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a CORS preflight without credentials', async () => {
    const res = await t.app.request('/sdk/v1/magic_links/email/login_or_create', {
      method: 'OPTIONS',
      headers: { origin: 'https://host.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('answers unknown paths with the JSON error body', async () => {
    const res = await t.sdk('/no/such/path', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status_code: 404, error_type: 'not_found' });
  });
});
