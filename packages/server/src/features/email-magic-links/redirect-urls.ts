import { TOKEN_TYPE_PARAM } from '@foyer/protocol/paths';
import { matchesLocalPattern } from '../../config/local-origins.ts';
import type { ProjectSettings } from '../../config/project-settings.ts';
import { ApiError } from '../../errors/api-error.ts';

/** Which of the project's redirect URL lists a link is checked against. */
export type RedirectKind = 'login' | 'signup';

/**
 * The URL a magic link sends its user to: the one asked for if the project allows it (compared
 * after URL normalization, so `HTTPS://Host.example:443/x` matches `https://host.example/x`, or by a
 * development project's local-port pattern), or the project's first URL of that kind.
 * @throws ApiError redirect_url_not_allowed naming the URL, or no_redirect_url_configured.
 */
export function resolveRedirectUrl(
  settings: ProjectSettings,
  kind: RedirectKind,
  requested: string | undefined,
  mode: 'development' | 'production',
): string {
  const allowed = settings.redirect_urls[kind];
  if (requested === undefined) {
    const first = allowed[0];
    if (!first) {
      throw new ApiError(
        'no_redirect_url_configured',
        `No ${kind}_magic_link_url was given and the project has no ${kind} redirect URL. Add one to redirect_urls.${kind} in the project's configuration.`,
      );
    }
    return first;
  }
  const wanted = normalizeUrl(requested);
  // A local-port pattern (the development project, development mode only) allows any page on that local host.
  const isAllowed = (url: string) =>
    normalizeUrl(url) === wanted || (mode === 'development' && matchesLocalPattern(url, requested));
  if (wanted === null || !allowed.some(isAllowed)) {
    throw new ApiError(
      'redirect_url_not_allowed',
      `The ${kind} redirect URL ${requested} is not allowed. Add it to redirect_urls.${kind} in the project's configuration.`,
    );
  }
  return requested;
}

function normalizeUrl(url: string): string | null {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/**
 * The link an email carries: the redirect URL with `stytch_token_type=magic_links&token=…` added,
 * keeping the query parameters (and fragment) it already has.
 */
export function buildMagicLinkUrl(redirectUrl: string, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(TOKEN_TYPE_PARAM, 'magic_links');
  url.searchParams.set('token', token);
  return url.href;
}
