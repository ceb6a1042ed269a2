// @vitest-environment node
// Node's own fetch against a real server that never answers: the deadline is the SDK's, not a fake's.
import { CLIENT_ERROR_CATALOGUE } from '@foyer/protocol/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_TOKEN } from '../test/fake-server.ts';
import { type Hang, startHungServer } from '../test/hung-server.ts';
import { createClient } from './client.ts';
import { FoyerSdkError } from './errors.ts';
import { createHttpClient } from './http.ts';

describe('createHttpClient against a server that hangs', () => {
  let server: Awaited<ReturnType<typeof startHungServer>> | undefined;
  afterEach(() => server?.close());

  let answered = false;
  async function hungClient(hang: Hang, timeoutMs?: number) {
    server = await startHungServer(hang);
    answered = false;
    return createHttpClient({
      baseUrl: server.url,
      publicToken: PUBLIC_TOKEN,
      fetch: async (input, init) => {
        const response = await globalThis.fetch(input, init);
        answered = true;
        return response;
      },
      getSessionToken: () => null,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  }

  it('fails with request_timeout and a message a person reads when no answer comes', async () => {
    const http = await hungClient('no-answer', 300);
    const error = await http.request('POST', '/magic_links/email/login_or_create', { body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(FoyerSdkError);
    expect(error).toMatchObject({
      code: 'request_timeout',
      message: 'The server took too long to answer. Check your connection and try again.',
    });
  });

  it('times out a body that stops halfway (the headers came, the rest never does)', async () => {
    // Long enough for the headers to arrive first on a busy machine; the body never does.
    const http = await hungClient('headers-then-silence', 1500);
    const error = await http.request('GET', '/users/me').catch((e) => e);
    expect(answered).toBe(true);
    expect(error).toMatchObject({ code: 'request_timeout' });
  });

  it('takes a per-call timeoutMs over the client’s', async () => {
    const http = await hungClient('no-answer', 60_000);
    const error = await http.request('GET', '/users/me', { timeoutMs: 200 }).catch((e) => e);
    expect(error).toMatchObject({ code: 'request_timeout' });
  });

  it('reports the caller’s abort as request_aborted, not network_error', async () => {
    const http = await hungClient('no-answer');
    const controller = new AbortController();
    const pending = http.request('GET', '/users/me', { signal: controller.signal }).catch((e) => e);
    await server?.received(1);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(FoyerSdkError);
    expect(error).toMatchObject({ code: 'request_aborted', message: CLIENT_ERROR_CATALOGUE.request_aborted.message });
  });

  it('does not send at all with a signal already aborted', async () => {
    const http = await hungClient('no-answer');
    const error = await http.request('GET', '/users/me', { signal: AbortSignal.abort() }).catch((e) => e);
    expect(error).toMatchObject({ code: 'request_aborted' });
    expect(server?.requests()).toHaveLength(0);
  });

  it('gives every method the client’s timeoutMs and a signal as its last argument', async () => {
    server = await startHungServer('no-answer');
    const client = createClient(PUBLIC_TOKEN, { baseUrl: server.url, timeoutMs: 300, refreshSession: false });
    try {
      await expect(
        client.otps.authenticate('123456', 'phone-number-test-1', { session_duration_minutes: 5 }),
      ).rejects.toMatchObject({ code: 'request_timeout' });
      const controller = new AbortController();
      const sending = client.magicLinks.email.loginOrCreate('ada@example.com', {}, { signal: controller.signal });
      const searching = client.user.search('ada@example.com', { signal: controller.signal });
      controller.abort();
      const settled = await Promise.allSettled([sending, searching]);
      expect(settled.map((result) => result.status === 'rejected' && result.reason.code)).toEqual([
        'request_aborted',
        'request_aborted',
      ]);
      await expect(client.session.revoke({ timeoutMs: 200 })).rejects.toMatchObject({ code: 'request_timeout' });
    } finally {
      client.destroy();
    }
  });
});
