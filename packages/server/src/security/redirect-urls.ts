import { TOKEN_TYPE_PARAM, type TokenType } from '@foyer/protocol/paths';
import { matchesLocalPattern } from '../config/local-origins.ts';
import type { ProjectSettings } from '../config/project-settings.ts';
import { ApiError } from '../errors/api-error.ts';

/** Which of a project's redirect URL lists a link is checked against. */
export type RedirectKind = keyof ProjectSettings['redirect_urls'];

/** What a caller asks the checker. */
export interface RedirectRequest {
  kind: RedirectKind;
  /** The URL the request named; undefined takes the project's first URL of that kind. */
  requested: string | undefined;
  /** The request field that carries it (e.g. login_magic_link_url), named in the messages. */
  field: string;
  mode: 'development' | 'production';
}

/**
 * The URL a link sends its user to: the one asked for if the project's list of that kind has it, or
 * the list's first URL when none was asked for.
 *
 * A URL is on the list when it equals an entry after URL parsing (so `HTTPS://Host.example:443/x`
 * matches `https://host.example/x`, while another scheme, host, port, user info, path, query or
 * fragment does not), or, in development mode only, when it is a page of the local host a
 * development project's any-port pattern names (`http://localhost:*`).
 * @throws ApiError redirect_url_not_allowed naming the URL, or no_redirect_url_configured
 */
export function resolveRedirectUrl(settings: ProjectSettings, request: RedirectRequest): string {
  const url = resolveOptionalRedirectUrl(settings, request);
  if (url === null) {
    throw new ApiError(
      'no_redirect_url_configured',
      `No ${request.field} was given and the project has no ${request.kind} redirect URL. Add one to redirect_urls.${request.kind} in the project's configuration.`,
    );
  }
  return url;
}

/**
 * As resolveRedirectUrl, for a link the email can do without (the login link of a reset email):
 * null when nothing was asked for and the project lists none.
 * @throws ApiError redirect_url_not_allowed naming the URL
 */
export function resolveOptionalRedirectUrl(settings: ProjectSettings, request: RedirectRequest): string | null {
  const { kind, requested, mode } = request;
  const allowed = settings.redirect_urls[kind];
  if (requested === undefined) return allowed[0] ?? null;
  const wanted = parsedHref(requested);
  const isAllowed = (entry: string) =>
    parsedHref(entry) === wanted || (mode === 'development' && matchesLocalPattern(entry, requested));
  if (wanted === null || !allowed.some(isAllowed)) {
    throw new ApiError(
      'redirect_url_not_allowed',
      `The ${kind} redirect URL ${requested} is not allowed. Add it to redirect_urls.${kind} in the project's configuration.`,
    );
  }
  return requested;
}

/**
 * A redirect URL carrying a token and its type (`stytch_token_type=…&token=…`), keeping the query
 * parameters and fragment it already has.
 */
export function withToken(redirectUrl: string, type: TokenType, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(TOKEN_TYPE_PARAM, type);
  url.searchParams.set('token', token);
  return url.href;
}

function parsedHref(url: string): string | null {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}
