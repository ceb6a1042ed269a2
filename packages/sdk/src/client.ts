/** `createClient`: wires the HTTP client, session store, refresh loop, events and namespaces. */
import { SESSION_REFRESH_INTERVAL_MS } from '@foyer/protocol/constants';
import { createBootstrapLoader } from './bootstrap.ts';
import type { ClientContext } from './context.ts';
import { FoyerSdkError } from './errors.ts';
import { createEventLogger } from './events.ts';
import { createHttpClient } from './http.ts';
import { browserAddressBar, createAuthenticateByUrl } from './namespaces/authenticate-by-url.ts';
import { createCryptoWalletsApi } from './namespaces/crypto-wallets.ts';
import { createMagicLinksApi } from './namespaces/magic-links.ts';
import { createOAuthApi } from './namespaces/oauth.ts';
import { createOtpsApi } from './namespaces/otps.ts';
import { createPasswordsApi } from './namespaces/passwords.ts';
import { createSessionApi, isUnrecoverableSessionError } from './namespaces/session.ts';
import { createTotpsApi } from './namespaces/totps.ts';
import { createUserApi } from './namespaces/user.ts';
import { createWebauthnApi } from './namespaces/webauthn.ts';
import { resumePendingMfa } from './pending-mfa.ts';
import { createRefreshLoop } from './refresh.ts';
import { createDocumentCookieJar, createNullCookieJar } from './state/cookies.ts';
import { createPkceStore } from './state/pkce.ts';
import { createSessionStore } from './state/session-store.ts';
import { globalTimers } from './timers.ts';
import type { ClientOptions, FoyerClient } from './types.ts';

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

function resolveBaseUrl(baseUrl: string | undefined): string {
  const url = baseUrl ?? (typeof location === 'undefined' ? undefined : location.origin);
  if (!url) throw new FoyerSdkError('invalid_options', 'baseUrl is required outside a browser page.');
  return url.replace(/\/+$/, '');
}

/** localStorage, or null where reading it throws (storage disabled, sandboxed frames). */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** 128 random bits in hex; getRandomValues works on plain-http pages, unlike randomUUID. */
function randomInstanceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Creates the Foyer browser client for a project. Reads the stored session (cookies and
 * localStorage), refreshes it in the background while there is one, and logs
 * `sdk_instance_instantiated`.
 * @example
 * const client = createClient('public-token-live-…', { baseUrl: 'https://auth.example.com' });
 * await client.magicLinks.email.loginOrCreate('ada@example.com');
 */
export function createClient(publicToken: string, options: ClientOptions = {}): FoyerClient {
  if (!publicToken) throw new FoyerSdkError('invalid_options', 'createClient needs the project’s public token.');
  const browser = inBrowser();
  const baseUrl = resolveBaseUrl(options.baseUrl);
  const now = options.now ?? (() => Date.now());
  const timers = options.timers ?? globalTimers;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const store = createSessionStore({
    publicToken,
    cookies: browser ? createDocumentCookieJar() : createNullCookieJar(),
    storage: browser ? safeLocalStorage() : null,
    eventTarget: browser ? window : null,
    now,
  });
  let locale = options.locale ?? null;
  const http = createHttpClient({
    baseUrl,
    publicToken,
    fetch: doFetch,
    getSessionToken: () => store.get().session_token,
    getLocale: () => locale,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const pkce = createPkceStore(publicToken, browser ? safeLocalStorage() : null);
  const context: ClientContext = { publicToken, baseUrl, http, store, pkce, pendingMfa: null };
  // What an intermediate answer said lasts only as long as its token (a session, sign-out or expiry ends it).
  const stopWatchingMfa = store.subscribe((state) => {
    if (!state.intermediate_session_token) context.pendingMfa = null;
  });
  const session = createSessionApi(context);

  const refresh = createRefreshLoop({
    intervalMs: SESSION_REFRESH_INTERVAL_MS,
    timers,
    refresh: async () => {
      await session.authenticate();
    },
    isUnrecoverable: isUnrecoverableSessionError,
  });
  const refreshEnabled = options.refreshSession !== false;
  // A session appearing (sign-in here or in another tab) starts the loop; its end stops it.
  const stopWatchingSession = store.subscribe((state) => {
    if (!refreshEnabled) return;
    if (state.session_token) refresh.start({ immediate: false });
    else refresh.stop();
  });
  if (refreshEnabled && store.get().session_token) refresh.start({ immediate: true });

  const events = createEventLogger({
    http,
    timers,
    now,
    instanceId: randomInstanceId(),
    page: browser ? { document, window } : null,
  });
  events.log('sdk_instance_instantiated');

  const magicLinks = createMagicLinksApi(context);
  const oauth = createOAuthApi(context, (url) => window.location.assign(url));
  return {
    publicToken,
    baseUrl,
    magicLinks,
    otps: createOtpsApi(context),
    totps: createTotpsApi(context),
    passwords: createPasswordsApi(context),
    oauth,
    webauthn: createWebauthnApi(context),
    cryptoWallets: createCryptoWalletsApi(context),
    user: createUserApi(context),
    session,
    events: { log: events.log, flush: events.flush },
    authenticateByUrl: createAuthenticateByUrl({ magicLinks, oauth }, browser ? browserAddressBar() : null),
    getBootstrap: createBootstrapLoader(http, publicToken),
    getState: () => store.get(),
    getPendingMfa: () => (store.get().intermediate_session_token ? context.pendingMfa : null),
    resumePendingMfa: (call) => resumePendingMfa(context, call),
    onStateChange: (listener) => store.subscribe((state) => listener(state)),
    setLocale(next) {
      locale = next;
    },
    destroy() {
      refresh.stop();
      stopWatchingSession();
      stopWatchingMfa();
      store.destroy();
      events.destroy();
    },
  };
}
