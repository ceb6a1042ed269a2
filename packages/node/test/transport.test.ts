import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FoyerApiError as SdkApiError } from '@foyer/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { type Hang, startHungServer } from '../../sdk/test/hung-server.ts';
import { createFoyer, FoyerApiError } from '../src/index.ts';

const PROJECT = 'project-test-00000000-0000-4000-8000-000000000001';

describe('the backend client’s transport', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function hung(hang: Hang = 'no-answer') {
    const server = await startHungServer(hang);
    closers.push(server.close);
    return server;
  }

  it('wraps a fetch failure in FoyerApiError network_error, keeping the cause', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused.
    const foyer = createFoyer({ projectId: PROJECT, secret: 'secret', baseUrl: 'http://127.0.0.1:1' });
    const error = await foyer.users.get('user-test-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({
      error_type: 'network_error',
      error_message: 'The server could not be reached. Check your connection and try again.',
      status_code: 0,
      request_id: '',
    });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('reports a key set that cannot be fetched as network_error, not as a bad JWT or a raw TypeError', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const jwt = `${part({ alg: 'ES256', kid: 'key-1' })}.${part({ sub: 'user-test-1' })}.${'A'.repeat(86)}`;
    const foyer = createFoyer({ projectId: PROJECT, secret: 'secret', baseUrl: 'http://127.0.0.1:1' });
    const error = await foyer.verifySession(jwt).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({ error_type: 'network_error', status_code: 0 });
  });

  it.each<Hang>(['no-answer', 'headers-then-silence'])(
    'fails with request_timeout when the server hangs (%s)',
    async (hang) => {
      const server = await hung(hang);
      const foyer = createFoyer({ projectId: PROJECT, secret: 'secret', baseUrl: server.url, timeoutMs: 1500 });
      const error = await foyer.sessions.authenticate({ session_token: 'x' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FoyerApiError);
      expect(error).toMatchObject({
        error_type: 'request_timeout',
        error_message: 'The server took too long to answer. Check your connection and try again.',
        status_code: 0,
      });
    },
  );

  it('takes { signal, timeoutMs } as every method’s last argument; an abort is request_aborted', async () => {
    const server = await hung();
    const foyer = createFoyer({ projectId: PROJECT, secret: 'secret', baseUrl: server.url });
    await expect(foyer.users.search({}, { timeoutMs: 200 })).rejects.toMatchObject({ error_type: 'request_timeout' });
    const controller = new AbortController();
    const pending = foyer.sessions.list({ user_id: 'user-test-1' }, { signal: controller.signal });
    const checking = foyer.verifySession('session-token-opaque', { signal: controller.signal });
    await server.received(3);
    controller.abort();
    const settled = await Promise.allSettled([pending, checking]);
    expect(settled.map((result) => result.status === 'rejected' && result.reason.error_type)).toEqual([
      'request_aborted',
      'request_aborted',
    ]);
  });

  it('sends Basic credentials of any text as UTF-8 (btoa threw outside Latin-1)', async () => {
    let seen: IncomingHttpHeaders = {};
    const server = createServer((request, response) => {
      seen = request.headers;
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status_code: 401, error_type: 'unauthorized_credentials', error_message: 'no' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const foyer = createFoyer({ projectId: PROJECT, secret: 'clé-secrète-✓-密钥', baseUrl: url });
    await expect(foyer.users.get('user-test-1')).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    const encoded = (seen.authorization ?? '').replace(/^Basic /, '');
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(`${PROJECT}:clé-secrète-✓-密钥`);
  });

  it('has the fields of @foyer/sdk’s FoyerApiError', () => {
    const init = { error_type: 'user_not_found', error_message: 'No user with that id.', status_code: 404 } as const;
    const node = new FoyerApiError({ ...init, request_id: 'request-id-1' });
    const sdk = new SdkApiError({ ...init, request_id: 'request-id-1' });
    const fields = (error: object) => {
      const { error_type, error_message, status_code, request_id, name, message } = error as Record<string, unknown>;
      return { error_type, error_message, status_code, request_id, name, message };
    };
    expect(fields(node)).toEqual(fields(sdk));
  });
});
