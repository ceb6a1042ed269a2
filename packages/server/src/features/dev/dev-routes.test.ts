import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config/env.ts';
import { createTestContext, type TestContext, testProjectConfig } from '../../testing/test-context.ts';

const devCredentials = {
  project_id: testProjectConfig.project_id,
  public_token: testProjectConfig.public_token,
  secret: testProjectConfig.secret,
};

describe('development routes', () => {
  let t: TestContext;
  afterEach(() => t.close());

  const start = async (config: Partial<ServerConfig> = {}) => {
    t = await createTestContext({ config: { mode: 'development', ...config }, deps: { devCredentials } });
  };
  const get = async (path: string) => t.app.request(path);
  const sendLink = (email: string) => t.sdk('/magic_links/email/login_or_create', { email });

  describe('GET /dev/api/outbox', () => {
    it('lists every message newest first in the documented shape', async () => {
      await start();
      await sendLink('first@example.com');
      t.clock.advance(1_000);
      await sendLink('second@example.com');

      const res = await get('/dev/api/outbox');
      expect(res.status).toBe(200);
      const { messages } = (await res.json()) as { messages: Record<string, unknown>[] };
      expect(messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
      const [newest] = messages;
      expect(Object.keys(newest ?? {}).sort()).toEqual(
        ['channel', 'code', 'created_at', 'id', 'links', 'subject', 'text', 'to'].sort(),
      );
      expect(newest).toMatchObject({
        id: expect.stringMatching(/^message-test-/),
        channel: 'email',
        subject: 'Finish creating your Test project account',
        code: null,
        links: [expect.stringContaining('stytch_token_type=magic_links&token=')],
      });
      expect(new Date(newest?.created_at as string).toISOString()).toBe(newest?.created_at);
    });
  });

  describe('GET /dev/outbox', () => {
    it('shows each message with its link clickable and everything escaped', async () => {
      await start();
      await sendLink("o'hara&co@example.com");
      const res = await get('/dev/outbox');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await res.text();
      const link = ((await (await get('/dev/api/outbox')).json()) as { messages: { links: string[] }[] }).messages[0]
        ?.links[0] as string;
      const href = link.replaceAll('&', '&amp;');
      expect(html).toContain(`<a href="${href}">${href}</a>`);
      expect(html).toContain('o&#39;hara&amp;co@example.com');
      expect(html).toContain('<h1>Development outbox</h1>');
      expect(html).toContain('<html lang="en">');
    });

    it('says so when there is nothing yet', async () => {
      await start();
      expect(await (await get('/dev/outbox')).text()).toContain('No messages yet');
    });
  });

  describe('GET /dev/api/project', () => {
    it('hands out the development project credentials', async () => {
      await start();
      const res = await get('/dev/api/project');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(devCredentials);
    });
  });

  describe('POST /dev/api/clock', () => {
    const advance = (body: unknown) =>
      t.app.request('/dev/api/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('moves the server clock forward when the test clock is on', async () => {
      await start({ testClock: true });
      const before = t.clock.now();
      const res = await advance({ advance_ms: 31 * 60_000 });
      expect(res.status).toBe(200);
      expect(t.clock.now() - before).toBeGreaterThanOrEqual(31 * 60_000);
      expect(Date.parse(((await res.json()) as { now: string }).now)).toBeGreaterThanOrEqual(before + 31 * 60_000);
    });

    it('expires a magic link when moved past its expiry', async () => {
      await start({ testClock: true });
      await sendLink('ada@example.com');
      const { messages } = (await (await get('/dev/api/outbox')).json()) as { messages: { links: string[] }[] };
      const token = new URL(messages[0]?.links[0] as string).searchParams.get('token');
      await advance({ advance_ms: 30 * 60_000 });
      const res = await t.sdk('/magic_links/authenticate', { token });
      expect(res.body.error_type).toBe('magic_link_expired');
    });

    it('refuses a body without a non-negative advance_ms', async () => {
      await start({ testClock: true });
      for (const body of [{}, { advance_ms: -1 }, { advance_ms: 'soon' }]) {
        expect((await advance(body)).status).toBe(400);
      }
    });

    it('is not there without the test clock', async () => {
      await start({ testClock: false });
      expect((await advance({ advance_ms: 1 })).status).toBe(404);
    });
  });

  describe('in production', () => {
    it('serves none of /dev/*', async () => {
      t = await createTestContext({ config: { mode: 'production', testClock: true }, deps: { devCredentials } });
      await sendLink('ada@example.com');
      for (const path of ['/dev/outbox', '/dev/api/outbox', '/dev/api/project']) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).not.toContain(devCredentials.secret);
      }
      const clock = await t.app.request('/dev/api/clock', { method: 'POST', body: '{"advance_ms":1}' });
      expect(clock.status).toBe(404);
    });
  });
});
