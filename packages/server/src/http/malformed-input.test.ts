import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext, testProjectConfig } from '../testing/test-context.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';

const token = testProjectConfig.public_token;
const sdkHeaders = {
  authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
  origin: TEST_ORIGIN,
};
const backendHeaders = {
  authorization: `Basic ${Buffer.from(`${testProjectConfig.project_id}:${testProjectConfig.secret}`).toString('base64')}`,
};
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const event = (details: string) =>
  `{"events":[{"name":"render_login_screen","timestamp":"2026-01-01T00:00:00.000Z","instance_id":"i","details":{"x":${details}}}]}`;

describe('malformed input is a 4xx, never a 500', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const call = async (path: string, init: RequestInit) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  describe('Content-Type of JSON routes', () => {
    it('returns 415 for a JSON body sent without a Content-Type', async () => {
      const res = await call('/sdk/v1/magic_links/email/login_or_create', {
        method: 'POST',
        headers: sdkHeaders,
        body: '{"email":"ada@example.com"}',
      });
      expect(res).toMatchObject({ status: 415, body: { status_code: 415, error_type: 'unsupported_media_type' } });
      expect(res.body.error_message).toContain('Content-Type: application/json');
    });

    it('returns 415 for a form or text body on the SDK and the backend API', async () => {
      for (const [path, headers, contentType] of [
        ['/sdk/v1/passwords/strength_check', sdkHeaders, 'text/plain;charset=UTF-8'],
        ['/sdk/v1/sessions/authenticate', sdkHeaders, 'application/x-www-form-urlencoded'],
        ['/v1/sessions/authenticate', backendHeaders, 'multipart/form-data; boundary=x'],
      ] as const) {
        const res = await call(path, {
          method: 'POST',
          headers: { ...headers, 'content-type': contentType },
          body: 'a=b',
        });
        expect({ path, status: res.status, type: res.body.error_type }).toEqual({
          path,
          status: 415,
          type: 'unsupported_media_type',
        });
      }
    });
  });

  describe('percent-encoding in the path', () => {
    it('returns 400 bad_request for a malformed escape in the bootstrap token', async () => {
      const res = await call('/sdk/v1/projects/bootstrap/%E0%A4%A', { headers: sdkHeaders });
      expect(res).toMatchObject({ status: 400, body: { error_type: 'bad_request' } });
      expect(res.body.error_message).toMatch(/malformed percent-encoding/);
    });

    it('returns 400 on every sub-app, not only the SDK', async () => {
      for (const path of ['/v1/users/%FF', '/v1/public/oauth/%C3/start', '/docs%', '/.well-known/%E0%A4%A']) {
        const res = await call(path, { headers: backendHeaders });
        expect({ path, status: res.status, type: res.body.error_type }).toEqual({
          path,
          status: 400,
          type: 'bad_request',
        });
      }
    });
  });

  describe('deeply nested JSON', () => {
    it('returns 400 for event details nested 10,000 deep, naming the limit', async () => {
      const res = await call('/sdk/v1/events', {
        method: 'POST',
        headers: { ...sdkHeaders, 'content-type': 'application/json' },
        body: event(nested(10_000)),
      });
      expect(res).toMatchObject({ status: 400, body: { error_type: 'bad_request' } });
      expect(res.body.error_message).toBe(
        `The JSON body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.`,
      );
    });

    it('still accepts details nested within the limit, brackets inside strings not counted', async () => {
      const res = await call('/sdk/v1/events', {
        method: 'POST',
        headers: { ...sdkHeaders, 'content-type': 'application/json' },
        body: event(`[${JSON.stringify('[[[['.repeat(100))},${nested(MAX_JSON_DEPTH - 5)}]`),
      });
      expect(res.status).toBe(200);
    });

    it('returns 400 for a deep body on the backend API', async () => {
      const res = await call('/v1/sessions/authenticate', {
        method: 'POST',
        headers: { ...backendHeaders, 'content-type': 'application/json' },
        body: `{"session_token":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      });
      expect(res).toMatchObject({ status: 400, body: { error_type: 'bad_request' } });
      expect(res.body.error_message).toContain('levels deep');
    });
  });

  describe('NUL characters (PostgreSQL’s text type refuses them: the fuzz suite found 500s there)', () => {
    it('returns 400 for %00 in the path or the query', async () => {
      for (const path of [
        '/sdk/v1/projects/bootstrap/%00',
        '/v1/users/%00',
        '/v1/public/oauth/google/start?public_token=%00',
      ]) {
        const res = await call(path, { headers: backendHeaders });
        expect({ path, status: res.status, message: res.body.error_message }).toEqual({
          path,
          status: 400,
          message: 'The request contains a NUL character (U+0000), which no field accepts.',
        });
      }
    });

    it('returns 400 for a NUL in a JSON string, but not for the text \\u0000 written with an escaped backslash', async () => {
      const post = (name: string) =>
        call('/sdk/v1/events', {
          method: 'POST',
          headers: { ...sdkHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({
            events: [{ name, timestamp: '2026-01-01T00:00:00.000Z', instance_id: 'i', details: {} }],
          }),
        });
      expect((await post('render\u0000')).status).toBe(400);
      expect((await post('render\\u0000')).status).toBe(200);
    });

    it('returns 401 for credentials holding a NUL', async () => {
      const res = await call('/sdk/v1/users/me', {
        headers: { ...sdkHeaders, authorization: `Basic ${Buffer.from('\u0000:\u0000').toString('base64')}` },
      });
      expect(res).toMatchObject({ status: 401 });
    });
  });

  it('logs no stack trace for any of these client errors', async () => {
    await call('/sdk/v1/projects/bootstrap/%E0%A4%A', { headers: sdkHeaders });
    await call('/sdk/v1/magic_links/email/login_or_create', { method: 'POST', headers: sdkHeaders, body: '{}' });
    await call('/sdk/v1/events', {
      method: 'POST',
      headers: { ...sdkHeaders, 'content-type': 'application/json' },
      body: event(nested(10_000)),
    });
    expect(t.logs).toEqual([]);
  });
});
