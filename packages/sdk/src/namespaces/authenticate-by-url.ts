import { DEFAULT_SESSION_DURATION_MINUTES } from '@foyer/protocol/constants';
import { TOKEN_TYPE_PARAM } from '@foyer/protocol/paths';
import { FoyerSdkError } from '../errors.ts';
import type { AuthenticateByUrlOptions, AuthenticateByUrlResult, MagicLinksApi, OAuthApi } from '../types.ts';

const TOKEN_PARAM = 'token';

/** The page's address and a way to rewrite it, or null outside a browser. */
export interface AddressBar {
  href(): string;
  replace(href: string): void;
}

export function browserAddressBar(): AddressBar | null {
  if (typeof window === 'undefined' || typeof history === 'undefined') return null;
  return {
    href: () => window.location.href,
    replace: (href) => history.replaceState(history.state, '', href),
  };
}

/**
 * `client.authenticateByUrl()`: reads `stytch_token_type` and `token` from the address, exchanges
 * a magic-link (`magic_links`, `login`) or OAuth token once, and takes both out of the address.
 * Calls for one token share one exchange: React StrictMode runs a mount effect twice, and a second
 * exchange of a single-use token answered 401. The address is cleaned when the exchange settles
 * (either way), not before, so a second call in the same tick still finds the token and joins.
 */
export function createAuthenticateByUrl(
  apis: { magicLinks: MagicLinksApi; oauth: OAuthApi },
  address: AddressBar | null,
): (options?: AuthenticateByUrlOptions) => Promise<AuthenticateByUrlResult> {
  const exchanges = new Map<string, Promise<AuthenticateByUrlResult>>();

  return async (options = {}) => {
    const href = options.url === undefined ? address?.href() : String(options.url);
    if (href === undefined) {
      throw new FoyerSdkError('invalid_options', 'authenticateByUrl needs { url } outside a browser page.');
    }
    const url = new URL(href);
    const type = url.searchParams.get(TOKEN_TYPE_PARAM);
    const token = url.searchParams.get(TOKEN_PARAM);
    if (!type || !token) return null;
    // A reset token is not exchanged here: the page shows the reset form, which needs it in the address.
    if (type === 'reset_password') return { type, token };

    const key = `${type}:${token}`;
    const running = exchanges.get(key);
    if (running) return running;
    const session = { session_duration_minutes: options.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES };
    const exchange = exchangeToken(apis, type, token, session);
    exchanges.set(key, exchange);
    // Single use either way: a reload must not send a spent or expired token again.
    const clean = () => {
      if (options.url === undefined && address) address.replace(withoutToken(address.href(), token));
    };
    exchange.then(clean, clean);
    return exchange;
  };
}

async function exchangeToken(
  apis: { magicLinks: MagicLinksApi; oauth: OAuthApi },
  type: string,
  token: string,
  session: { session_duration_minutes: number },
): Promise<AuthenticateByUrlResult> {
  switch (type) {
    case 'magic_links':
    case 'login':
      return { type, response: await apis.magicLinks.authenticate(token, session) };
    case 'oauth':
      return { type, response: await apis.oauth.authenticate(token, session) };
    default:
      throw new FoyerSdkError(
        'unknown_token_type',
        `The address names ${TOKEN_TYPE_PARAM}=${type}; authenticateByUrl exchanges magic_links, login and oauth tokens and hands back reset_password ones.`,
      );
  }
}

/** The address without the token and its type (only if it still carries this token). */
function withoutToken(href: string, token: string): string {
  const url = new URL(href);
  if (url.searchParams.get(TOKEN_PARAM) !== token) return href;
  url.searchParams.delete(TOKEN_PARAM);
  url.searchParams.delete(TOKEN_TYPE_PARAM);
  return url.toString();
}
