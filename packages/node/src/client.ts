import { BACKEND_PATHS, fillPath } from '@foyer/protocol/paths';
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
  const post = <T>(path: string, body: object) => call<T>('POST', path, body);
  const del = <T>(path: string) => call<T>('DELETE', path);

  const sessions = {
    /** Checks a session online by token or JWT (optionally extending it); answers session, user and a fresh JWT. */
    authenticate: (params: SessionsAuthenticateParams) =>
      post<SessionsAuthenticateResult>(BACKEND_PATHS.sessionsAuthenticate, params),
    /** A user's live sessions with the address and User-Agent each started from. */
    list: (params: { user_id: string }) =>
      call<SessionsListResult>('GET', `${BACKEND_PATHS.sessionsList}?user_id=${encodeURIComponent(params.user_id)}`),
    /** Ends one session, by id, token or JWT. Its JWTs stay valid offline until they expire. */
    revoke: (params: SessionsRevokeParams) => post<Envelope>(BACKEND_PATHS.sessionsRevoke, params),
    /** Ends every live session of a user (sign out everywhere). */
    revokeAll: (params: { user_id: string }) => post<SessionsRevokeAllResult>(BACKEND_PATHS.sessionsRevokeAll, params),
  };

  const users = {
    get: (userId: string) => call<UserResult>('GET', fillPath(BACKEND_PATHS.user, { user_id: userId })),
    create: (params: UsersCreateParams) => post<UsersCreateResult>(BACKEND_PATHS.usersCreate, params),
    search: (params: UsersSearchParams = {}) => post<UsersSearchResult>(BACKEND_PATHS.usersSearch, params),
    update: (userId: string, params: UsersUpdateParams) =>
      call<UserChangeResult>('PUT', fillPath(BACKEND_PATHS.user, { user_id: userId }), params),
    delete: (userId: string) => del<Envelope & { user_id: string }>(fillPath(BACKEND_PATHS.user, { user_id: userId })),
    deleteEmail: (emailId: string) => del<UserChangeResult>(fillPath(BACKEND_PATHS.usersEmail, { email_id: emailId })),
    deletePhoneNumber: (phoneId: string) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersPhoneNumber, { phone_id: phoneId })),
    deleteWebauthnRegistration: (id: string) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersWebauthnRegistration, { webauthn_registration_id: id })),
    deleteOAuthRegistration: (id: string) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersOAuthRegistration, { oauth_user_registration_id: id })),
    deleteCryptoWallet: (id: string) =>
      del<UserChangeResult>(fillPath(BACKEND_PATHS.usersCryptoWallet, { crypto_wallet_id: id })),
    deletePassword: (id: string) => del<UserChangeResult>(fillPath(BACKEND_PATHS.usersPassword, { password_id: id })),
  };

  const magicLinks = {
    email: {
      send: (params: DeliveryParams) => post<DeliveryResult>(BACKEND_PATHS.magicLinksEmailSend, params),
      loginOrCreate: (params: DeliveryParams) =>
        post<DeliveryResult>(BACKEND_PATHS.magicLinksEmailLoginOrCreate, params),
      invite: (params: DeliveryParams) => post<DeliveryResult>(BACKEND_PATHS.magicLinksEmailInvite, params),
    },
    authenticate: (params: DeliveryParams) =>
      post<FactorAuthenticateResult>(BACKEND_PATHS.magicLinksAuthenticate, params),
  };

  const otps = {
    email: {
      send: (params: DeliveryParams) => post<DeliveryResult>(BACKEND_PATHS.otpsEmailSend, params),
      loginOrCreate: (params: DeliveryParams) => post<DeliveryResult>(BACKEND_PATHS.otpsEmailLoginOrCreate, params),
    },
    sms: { send: (params: DeliveryParams) => post<DeliveryResult>(BACKEND_PATHS.otpsSmsSend, params) },
    authenticate: (params: DeliveryParams) => post<FactorAuthenticateResult>(BACKEND_PATHS.otpsAuthenticate, params),
  };

  const verifier = createSessionVerifier({
    jwksUrl: new URL(`${baseUrl}/v1${fillPath(BACKEND_PATHS.sessionsJwks, { project_id: options.projectId })}`),
    issuer: trimSlash(options.issuer ?? baseUrl),
    audience: options.projectId,
    authenticate: sessions.authenticate,
    ...(options.clockToleranceSeconds === undefined ? {} : { clockToleranceSeconds: options.clockToleranceSeconds }),
    ...(options.jwksCooldownSeconds === undefined ? {} : { jwksCooldownSeconds: options.jwksCooldownSeconds }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

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
  };
}
