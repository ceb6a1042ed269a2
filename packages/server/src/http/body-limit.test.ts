import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-context.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';

/** One POST per sub-app: none of them may read an unbounded body. */
const SUB_APPS = [
  ['the SDK API', '/sdk/v1/events'],
  ['the backend API', '/v1/sessions/authenticate'],
  ['the OAuth form_post callback', '/v1/public/oauth/callback'],
  ['the development API', '/dev/api/clock'],
  ['the development identity provider', '/dev/idp/interaction/some-uid/login'],
  ['the development identity provider’s protocol', '/dev/idp/token'],
  ['the API document', '/openapi.json'],
  ['the key set', '/.well-known/jwks.json'],
  ['the demo site', '/embed.html'],
] as const;

const CHUNK = Buffer.alloc(16 * 1024, 'a');
/** Far past the limit: a server still reading by then is buffering the body. */
const GIVE_UP_AFTER = 16 * 1024 * 1024;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** Bytes of body written before the answer came. */
  sent: number;
}

/**
 * POSTs a body that never ends on its own through a real socket: chunked, or under a declared
 * Content-Length of 600 MB. The answer must come while the body is still being sent.
 */
function postEndless(origin: string, path: string, declareLength: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (declareLength) headers['content-length'] = String(600 * 1024 * 1024);
    const req = request(`${origin}${path}`, { method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown>, sent });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < GIVE_UP_AFTER) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && !declareLength) req.end();
    };
    pump();
  });
}

describe('request body limit', () => {
  let t: TestContext;
  let server: ReturnType<typeof serve>;
  let origin: string;
  let demoDir: string;
  beforeAll(async () => {
    demoDir = mkdtempSync(join(tmpdir(), 'foyer-demo-'));
    writeFileSync(join(demoDir, 'index.html'), '<!doctype html><title>Demo</title>');
    writeFileSync(join(demoDir, 'embed.html'), '<!doctype html><title>Embed</title>');
    t = await createTestContext({ config: { mode: 'development', testClock: true, demoDir } });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    rmSync(demoDir, { recursive: true, force: true });
  });

  for (const [name, path] of SUB_APPS) {
    describe(`on ${name} (${path})`, () => {
      it('returns 413 for a declared Content-Length over 64 KB, before reading the body', async () => {
        const answer = await postEndless(origin, path, true);
        expect(answer.status).toBe(413);
        expect(answer.body).toMatchObject({ status_code: 413, error_type: 'payload_too_large' });
        expect(answer.sent).toBeLessThan(GIVE_UP_AFTER);
      });

      it('returns 413 for a chunked body with no Content-Length once it passes 64 KB', async () => {
        const answer = await postEndless(origin, path, false);
        expect(answer.status).toBe(413);
        expect(answer.body.error_message).toBe('The request body is larger than 64 KB.');
        expect(answer.sent).toBeLessThan(GIVE_UP_AFTER);
      });
    });
  }

  it('still lets the development identity provider read a small chunked body', async () => {
    const response = await fetch(`${origin}/dev/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new Blob(['grant_type=authorization_code&code=nope']).stream(),
      duplex: 'half',
    } as RequestInit);
    // oidc-provider's own refusal (no client credentials), not a hang or a 500.
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('accepts a body of exactly the limit', async () => {
    const response = await fetch(`${origin}/dev/api/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"advance_ms":0}${' '.repeat(MAX_BODY_BYTES - 16)}`,
    });
    expect(response.status).toBe(200);
  });
});
