import { describe, expect, it } from 'vitest';
import { BASE_URL, FakeServer, PUBLIC_TOKEN } from '../test/fake-server.ts';
import { FoyerApiError, FoyerSdkError } from './errors.ts';
import { authorizationHeader, createHttpClient } from './http.ts';

function setup(sessionToken: string | null = null, fetchImpl?: typeof fetch) {
  const server = new FakeServer();
  let token = sessionToken;
  const http = createHttpClient({
    baseUrl: BASE_URL,
    publicToken: PUBLIC_TOKEN,
    fetch: fetchImpl ?? server.fetch,
    getSessionToken: () => token,
  });
  return { server, http, setToken: (next: string | null) => (token = next) };
}

describe('authorizationHeader', () => {
  it('sends the public token twice without a session', () => {
    expect(authorizationHeader('pub', null)).toBe(`Basic ${btoa('pub:pub')}`);
  });

  it('sends the public token and the session token with a session', () => {
    expect(authorizationHeader('pub', 'sess')).toBe(`Basic ${btoa('pub:sess')}`);
  });
});

describe('createHttpClient', () => {
  it('POSTs JSON under /sdk/v1 with the public token twice when signed out', async () => {
    const { server, http } = setup();
    const answer = await http.request<{ method_id: string }>('POST', '/otps/email/login_or_create', {
      body: { email: 'ada@example.com' },
    });
    expect(answer.method_id).toBe('email-test-0001');
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/otps/email/login_or_create',
        credentials: { user: PUBLIC_TOKEN, password: PUBLIC_TOKEN },
        body: { email: 'ada@example.com' },
        keepalive: false,
      },
    ]);
  });

  it('sends the current session token, read at each call', async () => {
    const { server, http, setToken } = setup();
    const { session_token } = server.signIn();
    setToken(session_token);
    const { user } = await http.request<{ user: { user_id: string } }>('GET', '/users/me');
    expect(user.user_id).toBe('user-test-0001');
    expect(server.requests[0]?.credentials).toEqual({ user: PUBLIC_TOKEN, password: session_token });
    expect(server.requests[0]?.body).toBeUndefined();
  });

  it('sends the locale as Accept-Language, read at each call, and no such header without one', async () => {
    const sent: (string | null)[] = [];
    let locale: string | null = 'pt-BR';
    const http = createHttpClient({
      baseUrl: BASE_URL,
      publicToken: PUBLIC_TOKEN,
      fetch: async (_input, init) => {
        sent.push(new Headers(init?.headers).get('Accept-Language'));
        return new Response('{"status_code":200}');
      },
      getSessionToken: () => null,
      getLocale: () => locale,
    });
    await http.request('GET', '/users/me');
    locale = null;
    await http.request('GET', '/users/me');
    expect(sent).toEqual(['pt-BR', null]);
  });

  it('throws FoyerApiError with the fields of an error body', async () => {
    const { http } = setup();
    const error = await http
      .request('POST', '/otps/authenticate', { body: { token: '000000', method_id: 'email-test-0001' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect(error).toMatchObject({
      error_type: 'otp_code_not_found',
      error_message: 'Invalid passcode, please try again.',
      status_code: 401,
      request_id: 'request-error-0001',
    });
  });

  it("keeps the error body's other fields in details (reset_reason tells the breached and dedupe screens apart)", async () => {
    const { server, http } = setup();
    server.override('POST /passwords/authenticate', () => ({
      status: 400,
      body: {
        status_code: 400,
        request_id: 'request-error-0002',
        error_type: 'reset_password',
        error_message: 'Check your email to set a new password.',
        reset_reason: 'dedupe',
      },
    }));
    const error = await http
      .request('POST', '/passwords/authenticate', { body: { email: 'ada@example.com', password: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerApiError);
    expect((error as FoyerApiError).details).toEqual({ reset_reason: 'dedupe' });
  });

  it('turns a fetch failure into a network_error FoyerSdkError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { http } = setup(null, () => Promise.reject(cause));
    const error = await http.request('POST', '/events', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerSdkError);
    expect(error).toMatchObject({ code: 'network_error' });
    expect((error as Error).cause).toBe(cause);
  });

  it('turns a body that is not JSON into an invalid_response FoyerSdkError', async () => {
    const { server, http } = setup();
    server.override('POST /events', () => 'not_json');
    const error = await http.request('POST', '/events', { body: { events: [] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerSdkError);
    expect(error).toMatchObject({ code: 'invalid_response' });
  });

  it('turns a failing status without an error body into invalid_response', async () => {
    const { server, http } = setup();
    server.override('GET /users/me', () => ({ status: 503, body: { status: 'unavailable' } }));
    const error = await http.request('GET', '/users/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'FoyerSdkError', code: 'invalid_response' });
  });

  it('passes keepalive through to fetch', async () => {
    const { server, http } = setup();
    const events = [{ name: 'x', details: {}, timestamp: new Date().toISOString(), instance_id: 'i' }];
    await http.request('POST', '/events', { body: { events }, keepalive: true });
    expect(server.requests[0]?.keepalive).toBe(true);
  });
});
