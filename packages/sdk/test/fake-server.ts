/**
 * A stand-in for the Foyer server's SDK API, strict the way the real one is: it checks the URL
 * prefix, the method, the Basic credentials (public token, then session token or the public token
 * again), validates bodies with the protocol's own zod schemas, and answers with bodies of the
 * contract's shapes (error bodies included). Tests read `requests` to see what was sent.
 */
import {
  type AuthenticateResponseBody,
  CryptoWalletsAuthenticateRequest,
  CryptoWalletsAuthenticateStartRequest,
  ERROR_CATALOGUE,
  type ErrorType,
  EventsRequest,
  MagicLinksAuthenticateRequest,
  MagicLinksLoginOrCreateRequest,
  OAuthAuthenticateRequest,
  OtpsAuthenticateRequest,
  OtpsEmailLoginOrCreateRequest,
  OtpsPhoneLoginOrCreateRequest,
  PasswordStrengthCheckRequest,
  PasswordsAuthenticateRequest,
  PasswordsCreateRequest,
  PasswordsResetByEmailRequest,
  PasswordsResetByEmailStartRequest,
  SDK_PREFIX,
  type SessionData,
  SessionsAuthenticateRequest,
  SessionsRevokeRequest,
  type UserData,
  UsersSearchRequest,
  WebauthnUpdateRequest,
} from '@foyer/protocol';
import type { z } from 'zod';

export const PUBLIC_TOKEN = 'public-token-test-4f1c2a';
export const BASE_URL = 'https://auth.example.com';
export const OTP_CODE = '123456';
export const PASSWORD = 'correct horse battery staple';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded Basic credentials. */
  credentials: { user: string; password: string } | null;
  body: unknown;
  keepalive: boolean;
}

type JsonAnswer = { status: number; body: unknown };
type Answer = JsonAnswer | 'network_error' | 'not_json';
type Handler = (request: RecordedRequest, sessionToken: string | null) => Answer;

/** A sign-in answer that carries a session. */
export type SignedInBody = AuthenticateResponseBody & { session: SessionData };

interface StoredSession {
  session: SessionData;
  user: UserData;
  jwt: string;
}

export function makeUser(userId = 'user-test-0001', email = 'ada@example.com'): UserData {
  return {
    user_id: userId,
    created_at: '2026-01-05T10:00:00.000Z',
    status: 'active',
    name: { first_name: 'Ada', last_name: 'Lovelace' },
    emails: [{ email_id: 'email-test-0001', email, verified: true }],
    phone_numbers: [],
    webauthn_registrations: [
      {
        webauthn_registration_id: 'webauthn-registration-test-0001',
        name: 'MacBook',
        domain: 'localhost',
        user_agent: 'Mozilla/5.0',
        verified: true,
        created_at: '2026-01-05T10:00:00.000Z',
        last_used_at: null,
      },
    ],
    providers: [],
    crypto_wallets: [],
    password: null,
  };
}

const ok = (body: Record<string, unknown> = {}, status = 200): Answer => ({
  status,
  body: { status_code: status, request_id: `request-${Math.random().toString(36).slice(2)}`, ...body },
});

/** A sign-in answer of a project that requires MFA: no session yet, an intermediate token instead. */
export function intermediateAnswer(token: string, user: UserData = makeUser()): Answer {
  return ok({
    user_id: user.user_id,
    user,
    session: null,
    session_token: '',
    session_jwt: '',
    intermediate_session_token: token,
    mfa_required: {
      authentication_factors: [
        { type: 'otp', delivery_method: 'email', last_authenticated_at: new Date().toISOString() },
      ],
      secondary_factors: ['webauthn'],
      totp_enrolment_required: false,
    },
  });
}

/** An error answer exactly as the server sends it. */
export function apiError(type: ErrorType, message?: string): JsonAnswer {
  const { status, message: defaultMessage } = ERROR_CATALOGUE[type];
  return {
    status,
    body: {
      status_code: status,
      request_id: 'request-error-0001',
      error_type: type,
      error_message: message ?? defaultMessage,
    },
  };
}

function decodeBasic(header: string | null): RecordedRequest['credentials'] {
  const match = header?.match(/^Basic ([A-Za-z0-9+/=]+)$/);
  if (!match?.[1]) return null;
  const decoded = atob(match[1]);
  const index = decoded.indexOf(':');
  return index < 0 ? null : { user: decoded.slice(0, index), password: decoded.slice(index + 1) };
}

export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StoredSession>();
  /** Magic-link, OAuth and reset tokens the server has issued and not yet used. */
  readonly linkTokens = new Set<string>(['magic-link-token-0001', 'oauth-token-0001', 'reset-token-0001']);
  private readonly overrides = new Map<string, Handler[]>();
  private counter = 0;

  constructor(readonly now: () => number = () => Date.now()) {}

  /** The next `times` requests to `METHOD /path` get this answer instead of the normal one. */
  override(route: string, handler: Handler, times = 1): void {
    const queue = this.overrides.get(route) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(handler);
    this.overrides.set(route, queue);
  }

  /** Requests to one route, e.g. `POST /sessions/authenticate`. */
  calls(route: string): RecordedRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === route);
  }

  /** Creates a live session as a sign-in would, and returns the answer body (a full session, never MFA's intermediate one). */
  signIn(user: UserData = makeUser(), durationMinutes = 30): SignedInBody {
    this.counter += 1;
    const token = `session-token-${this.counter}`;
    const started = new Date(this.now()).toISOString();
    const session: SessionData = {
      session_id: `session-${this.counter}`,
      user_id: user.user_id,
      started_at: started,
      last_accessed_at: started,
      expires_at: new Date(this.now() + durationMinutes * 60_000).toISOString(),
      authentication_factors: [{ type: 'magic_link', delivery_method: 'email', last_authenticated_at: started }],
    };
    const stored = { session, user, jwt: `eyJhbGciOiJFUzI1NiJ9.session-${this.counter}.jwt-1` };
    this.sessions.set(token, stored);
    return this.authBody(token, stored);
  }

  private authBody(token: string, stored: StoredSession): SignedInBody {
    return {
      status_code: 200,
      request_id: `request-${token}`,
      user_id: stored.user.user_id,
      user: stored.user,
      session: stored.session,
      session_token: token,
      session_jwt: stored.jwt,
    };
  }

  /** The `fetch` to hand to `createClient`. */
  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const method = init?.method ?? 'GET';
    const rawBody = typeof init?.body === 'string' ? init.body : null;
    if (url.origin !== BASE_URL || !url.pathname.startsWith(`${SDK_PREFIX}/`)) {
      return respond(apiError('not_found'));
    }
    const request: RecordedRequest = {
      method,
      path: url.pathname.slice(SDK_PREFIX.length),
      credentials: decodeBasic(headers.get('authorization')),
      body: rawBody === null ? undefined : JSON.parse(rawBody),
      keepalive: init?.keepalive === true,
    };
    this.requests.push(request);
    if (rawBody !== null && headers.get('content-type') !== 'application/json') {
      return respond(apiError('bad_request', 'Send JSON with Content-Type: application/json.'));
    }
    const answer = this.answer(request);
    if (answer === 'network_error') throw new TypeError('Failed to fetch');
    if (answer === 'not_json') return new Response('<html>502 Bad Gateway</html>', { status: 502 });
    return respond(answer);
  };

  private answer(request: RecordedRequest): Answer {
    const route = `${request.method} ${request.path}`;
    const isBootstrap = route === `GET /projects/bootstrap/${encodeURIComponent(PUBLIC_TOKEN)}`;
    if (!isBootstrap && request.credentials?.user !== PUBLIC_TOKEN) return apiError('invalid_public_token');
    const password = request.credentials?.password;
    const sessionToken = password && password !== PUBLIC_TOKEN ? password : null;
    const override = this.overrides.get(route)?.shift();
    if (override) return override(request, sessionToken);
    if (isBootstrap) {
      return ok({
        project_id: 'project-test-0001',
        display_watermark: true,
        email_domain: 'example.com',
        password_config: { luds_complexity: 3, luds_minimum_count: 10 },
        strength_policy: 'luds',
      });
    }
    return this.route(route, request, sessionToken);
  }

  private route(route: string, request: RecordedRequest, sessionToken: string | null): Answer {
    const body = request.body;
    const valid = <S extends z.ZodType>(schema: S): z.infer<S> | null => {
      const parsed = schema.safeParse(body);
      return parsed.success ? parsed.data : null;
    };
    const current = sessionToken ? this.sessions.get(sessionToken) : undefined;
    const signInWithLinkToken = (schema: z.ZodType<{ token: string }>, type: ErrorType) => {
      const data = valid(schema);
      if (!data) return apiError('bad_request');
      if (!this.linkTokens.delete(data.token)) return apiError(type);
      return ok(this.signIn() as unknown as Record<string, unknown>);
    };

    switch (route) {
      case 'POST /events':
        return valid(EventsRequest) ? ok() : apiError('bad_request');
      case 'POST /magic_links/email/login_or_create':
        return valid(MagicLinksLoginOrCreateRequest) ? ok() : apiError('bad_request');
      case 'POST /magic_links/authenticate':
        return signInWithLinkToken(MagicLinksAuthenticateRequest, 'magic_link_not_found');
      case 'POST /oauth/authenticate': {
        const answer = signInWithLinkToken(OAuthAuthenticateRequest, 'oauth_token_not_found');
        if (typeof answer === 'string' || answer.status !== 200) return answer;
        const provider_values = { access_token: 'gho_test', id_token: null, refresh_token: null, scopes: ['email'] };
        return { ...answer, body: { ...(answer.body as object), provider_type: 'github', provider_values } };
      }
      case 'POST /passwords/email/reset': {
        const data = valid(PasswordsResetByEmailRequest);
        if (!data) return apiError('bad_request');
        if (!this.linkTokens.delete(data.token)) return apiError('password_reset_token_not_found');
        return ok(this.signIn() as unknown as Record<string, unknown>);
      }
      case 'POST /otps/email/login_or_create':
        return valid(OtpsEmailLoginOrCreateRequest) ? ok({ method_id: 'email-test-0001' }) : apiError('bad_request');
      case 'POST /otps/sms/login_or_create':
      case 'POST /otps/whatsapp/login_or_create':
        return valid(OtpsPhoneLoginOrCreateRequest) ? ok({ method_id: 'phone-test-0001' }) : apiError('bad_request');
      case 'POST /otps/authenticate': {
        const data = valid(OtpsAuthenticateRequest);
        if (!data) return apiError('bad_request');
        if (data.token !== OTP_CODE || !data.method_id) return apiError('otp_code_not_found');
        return ok(this.signIn() as unknown as Record<string, unknown>);
      }
      case 'POST /passwords':
        return valid(PasswordsCreateRequest)
          ? ok(this.signIn() as unknown as Record<string, unknown>)
          : apiError('bad_request');
      case 'POST /passwords/authenticate': {
        const data = valid(PasswordsAuthenticateRequest);
        if (!data) return apiError('bad_request');
        if (data.password !== PASSWORD) return apiError('unauthorized_credentials', 'Email or password is wrong.');
        return ok(this.signIn() as unknown as Record<string, unknown>);
      }
      case 'POST /passwords/strength_check': {
        const data = valid(PasswordStrengthCheckRequest);
        if (!data) return apiError('bad_request');
        const strong = data.password.length >= 12;
        return ok({
          score: strong ? 4 : 1,
          valid_password: strong,
          strength_policy: 'zxcvbn',
          breached_password: false,
          feedback: {
            warning: strong ? '' : 'This is a very common password.',
            suggestions: [],
            luds_requirements: null,
          },
        });
      }
      case 'POST /passwords/email/reset/start':
        return valid(PasswordsResetByEmailStartRequest) ? ok() : apiError('bad_request');
      case 'POST /users/search': {
        const data = valid(UsersSearchRequest);
        if (!data) return apiError('bad_request');
        return ok({ user_type: data.email === 'ada@example.com' ? 'password' : 'new' });
      }
      case 'POST /crypto_wallets/authenticate/start':
        return valid(CryptoWalletsAuthenticateStartRequest)
          ? ok({ challenge: 'Sign in to example.com with nonce 8c1f' })
          : apiError('bad_request');
      case 'POST /crypto_wallets/authenticate':
        return valid(CryptoWalletsAuthenticateRequest)
          ? ok(this.signIn() as unknown as Record<string, unknown>)
          : apiError('bad_request');
      case 'POST /sessions/authenticate': {
        if (!valid(SessionsAuthenticateRequest)) return apiError('bad_request');
        if (!sessionToken) return apiError('missing_session');
        if (!current) return apiError('session_not_found');
        const refreshed: StoredSession = {
          ...current,
          session: { ...current.session, last_accessed_at: new Date(this.now()).toISOString() },
          jwt: `${current.jwt.replace(/\.jwt-\d+$/, '')}.jwt-${this.now()}`,
        };
        this.sessions.set(sessionToken, refreshed);
        return ok(this.authBody(sessionToken, refreshed) as unknown as Record<string, unknown>);
      }
      case 'POST /sessions/revoke':
        if (!valid(SessionsRevokeRequest)) return apiError('bad_request');
        if (!sessionToken) return apiError('missing_session');
        if (!current) return apiError('session_not_found');
        this.sessions.delete(sessionToken);
        return ok();
    }
    // Routes that need a signed-in user.
    if (!sessionToken) return apiError('missing_session');
    if (!current) return apiError('session_not_found');
    if (route === 'GET /users/me') return body === undefined ? ok({ user: current.user }) : apiError('bad_request');
    const deleteMatch = route.match(/^DELETE \/users\/webauthn_registrations\/([^/]+)$/);
    const updateMatch = route.match(/^PUT \/webauthn\/update\/([^/]+)$/);
    const registrationId = decodeURIComponent(deleteMatch?.[1] ?? updateMatch?.[1] ?? '');
    if (!current.user.webauthn_registrations.some((r) => r.webauthn_registration_id === registrationId)) {
      return deleteMatch || updateMatch ? apiError('webauthn_registration_not_found') : apiError('not_found');
    }
    if (updateMatch && !valid(WebauthnUpdateRequest)) return apiError('bad_request');
    return ok();
  }
}

function respond(answer: JsonAnswer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}
