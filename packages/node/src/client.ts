import { BACKEND_PATHS, fillPath } from '@foyer/protocol/paths';
import type { CallOptions } from '@foyer/protocol/transport';
import type {
  DeliveryParams,
  DeliveryResult,
  Envelope,
  FactorAuthenticateResult,
  SessionsAuthenticateParams,
  SessionsAuthenticateResult,
  SessionsListResult,
  SessionsRevokeAllResult,
  SessionsRevokeParams,
  UserChangeResult,
  UserResult,
  UsersCreateParams,
  UsersCreateResult,
  UsersSearchParams,
  UsersSearchResult,
  UsersUpdateParams,
} from './api-types.ts';
import { createTransport, trimSlash } from './http.ts';
import { createM2MTokenVerifier, type VerifiedM2MToken, type VerifyM2MTokenOptions } from './verify-m2m-token.ts';
import { createSessionVerifier, type VerifiedSession, type VerifySessionOptions } from './verify-session.ts';

/** How to reach a Foyer server and check its sessions. */
export interface FoyerOptions {
  projectId: string;
  /** The project secret: keep it on the server, out of logs and out of the browser. */
  secret: string;
  /** The Foyer server's URL, e.g. `https://auth.example.com`. */
  baseUrl: string;
  /** The JWT issuer: the server's public URL (FOYER_PUBLIC_URL). Defaults to `baseUrl`. */
  issuer?: string;
  /** Seconds of clock difference tolerated when checking a JWT offline. Default 5. */
  clockToleranceSeconds?: number;
  /** At most one key-set refetch (on an unknown `kid`) per this many seconds. Default 30. */
  jwksCooldownSeconds?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * Milliseconds a backend call may take (answer and body) before it fails with FoyerApiError
   * `request_timeout`. Default 30 000. Each method's last argument `{ signal, timeoutMs }` overrides it.
   */
  timeoutMs?: number;
  /** The current time in milliseconds, for offline checks; for tests. */
  now?: () => number;
}

/** The Foyer backend API and session checks, for a host's server. */
export type Foyer = ReturnType<typeof createFoyer>;

/**
 * A client of a Foyer server's backend API (HTTP Basic `project_id:secret`) with a session
 * verifier that caches the key set. Make one per process.
 *
 * @example
 * const foyer = createFoyer({ projectId, secret, baseUrl: 'https://auth.example.com' });
 * const { session } = await foyer.verifySession(cookies.stytch_session_jwt);
 */
export function createFoyer(options: FoyerOptions) {
  const call = createTransport(options);
  const baseUrl = trimSlash(options.baseUrl);
  // Every method's last argument: { signal, timeoutMs } for that call.
  const post = <T>(path: string, body: object, c?: CallOptions) => call<T>('POST', path, body, c);
  const get = <T>(path: string, c?: CallOptions) => call<T>('GET', path, undefined, c);
  const del = <T>(path: string, c?: CallOptions) => call<T>('DELETE', path, undefined, c);

  const sessions = {
    /** Checks a session online by token or JWT (optionally extending it); answers session, user and a fresh JWT. */
    authenticate: (params: SessionsAuthenticateParams, c?: CallOptions) =>
      post<SessionsAuthenticateResult>(BACKEND_PATHS.sessionsAuthenticate, params, c),
    /** A user's live sessions with the address and User-Agent each started from. */
    list: (params: { user_id: string }, c?: CallOptions) =>
      get<SessionsListResult>(`${BACKEND_PATHS.sessionsList}?user_id=${encodeURIComponent(params.user_id)}`, c),
    /** Ends one session, by id, token or JWT. Its JWTs stay valid offline until they expire. */
    revoke: (params: SessionsRevokeParams, c?: CallOptions) => post<Envelope>(BACKEND_PATHS.sessionsRevoke, params, c),
    /** Ends every live session of a user (sign out everywhere). */
    revokeAll: (params: { user_id: string }, c?: CallOptions) =>
      post<SessionsRevokeAllResult>(BACKEND_PATHS.sessionsRevokeAll, params, c),
  };

  const users = {
    get: (userId: string, c?: CallOptions) => get<UserResult>(fillPath(BACKEND_PATHS.user, { user_id: userId }), c),
    create: (params: UsersCreateParams, c?: CallOptions) =>
      post<UsersCreateResult>(BACKEND_PATHS.usersCreate, params, c),
    search: (params: UsersSearchParams = {}, c?: CallOptions) =>
      post<UsersSearchResult>(BACKEND_PATHS.usersSearch, params, c),
    update: (userId: string, params: UsersUpdateParams, c?: CallOptions) =>
      call<UserChangeResult>('PUT', fillPath(BACKEND_PATHS.user, { user_id: userId }), params, c),
    delete: (userId: string, c?: CallOptions) =>
      del<Envelope & { user_id: string }>(fillPath(BACKEND_PATHS.user, { user_id: userId }), c),
    deleteEmail: (emailId: string, c?: CallOptions) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersEmail, { email_id: emailId }), c),
    deletePhoneNumber: (phoneId: string, c?: CallOptions) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersPhoneNumber, { phone_id: phoneId }), c),
    deleteWebauthnRegistration: (id: string, c?: CallOptions) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersWebauthnRegistration, { webauthn_registration_id: id }), c),
    deleteOAuthRegistration: (id: string, c?: CallOptions) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersOAuthRegistration, { oauth_user_registration_id: id }), c),
    deleteCryptoWallet: (id: string, c?: CallOptions) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersCryptoWallet, { crypto_wallet_id: id }), c),
    deletePassword: (id: string, c?: CallOptions) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersPassword, { password_id: id }), c),
  };

  const magicLinks = {
    email: {
      send: (params: DeliveryParams, c?: CallOptions) =>
        post<DeliveryResult>(BACKEND_PATHS.magicLinksEmailSend, params, c),
      loginOrCreate: (params: DeliveryParams, c?: CallOptions) =>
        post<DeliveryResult>(BACKEND_PATHS.magicLinksEmailLoginOrCreate, params, c),
      invite: (params: DeliveryParams, c?: CallOptions) =>
        post<DeliveryResult>(BACKEND_PATHS.magicLinksEmailInvite, params, c),
    },
    authenticate: (params: DeliveryParams, c?: CallOptions) =>
      post<FactorAuthenticateResult>(BACKEND_PATHS.magicLinksAuthenticate, params, c),
  };

  const otps = {
    email: {
      send: (params: DeliveryParams, c?: CallOptions) => post<DeliveryResult>(BACKEND_PATHS.otpsEmailSend, params, c),
      loginOrCreate: (params: DeliveryParams, c?: CallOptions) =>
        post<DeliveryResult>(BACKEND_PATHS.otpsEmailLoginOrCreate, params, c),
    },
    sms: {
      send: (params: DeliveryParams, c?: CallOptions) => post<DeliveryResult>(BACKEND_PATHS.otpsSmsSend, params, c),
    },
    authenticate: (params: DeliveryParams, c?: CallOptions) =>
      post<FactorAuthenticateResult>(BACKEND_PATHS.otpsAuthenticate, params, c),
  };

  // What session JWTs and M2M tokens are both checked against offline.
  const offlineCheck = {
    jwksUrl: new URL(`${baseUrl}/v1${fillPath(BACKEND_PATHS.sessionsJwks, { project_id: options.projectId })}`),
    issuer: trimSlash(options.issuer ?? baseUrl),
    audience: options.projectId,
    ...(options.clockToleranceSeconds === undefined ? {} : { clockToleranceSeconds: options.clockToleranceSeconds }),
    ...(options.jwksCooldownSeconds === undefined ? {} : { jwksCooldownSeconds: options.jwksCooldownSeconds }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  const verifier = createSessionVerifier({ ...offlineCheck, authenticate: sessions.authenticate });
  const m2mVerifier = createM2MTokenVerifier(offlineCheck);

  return {
    projectId: options.projectId,
    /** The clock offline checks use (options.now, or Date.now). */
    now: options.now ?? Date.now,
    sessions,
    users,
    magicLinks,
    otps,
    /**
     * Checks a session JWT offline against the cached key set, or an opaque session token (or any
     * credential with `{ online: true }`) through the server. See {@link SessionVerifier}.
     */
    verifySession: (jwtOrToken: string, verifyOptions?: VerifySessionOptions): Promise<VerifiedSession> =>
      verifier.verifySession(jwtOrToken, verifyOptions),
    /**
     * Checks an M2M access token (from `POST /v1/public/{project_id}/oauth2/token`) offline, with the
     * scopes the call needs. See {@link M2MTokenVerifier}.
     *
     * @example
     * const { clientId } = await foyer.verifyM2MToken(bearer, { requiredScopes: ['read:users'] });
     */
    verifyM2MToken: (accessToken: string, verifyOptions?: VerifyM2MTokenOptions): Promise<VerifiedM2MToken> =>
      m2mVerifier.verifyM2MToken(accessToken, verifyOptions),
  };
}
