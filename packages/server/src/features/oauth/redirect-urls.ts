import { TOKEN_TYPE_PARAM } from '@foyer/protocol/paths';
import type { ProjectSettings } from '../../config/project-settings.ts';
import { ApiError } from '../../errors/api-error.ts';

/**
 * The URL a sign-in returns to: the one asked for if the project's allowlist has it (compared after
 * URL normalization), or the project's first URL of that kind.
 * @throws ApiError redirect_url_not_allowed naming the URL, or no_redirect_url_configured.
 */
export function resolveOAuthRedirectUrl(
  settings: ProjectSettings,
  kind: 'login' | 'signup',
  requested: string | undefined,
): string {
  const allowed = settings.redirect_urls[kind];
  if (!requested) {
    const first = allowed[0];
    if (!first) {
      throw new ApiError(
        'no_redirect_url_configured',
        `No ${kind}_redirect_url was given and the project has no ${kind} redirect URL. Add one to redirect_urls.${kind} in the project's configuration.`,
      );
    }
    return first;
  }
  const wanted = normalize(requested);
  if (wanted === null || !allowed.some((url) => normalize(url) === wanted)) {
    throw new ApiError(
      'redirect_url_not_allowed',
      `The ${kind} redirect URL ${requested} is not allowed. Add it to redirect_urls.${kind} in the project's configuration.`,
    );
  }
  return requested;
}

function normalize(url: string): string | null {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/** The redirect URL with `stytch_token_type=oauth&token=…`, keeping its own query and fragment. */
export function withOAuthToken(redirectUrl: string, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(TOKEN_TYPE_PARAM, 'oauth');
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * The redirect URL carrying a failed sign-in: `stytch_token_type=oauth`, the catalogue's
 * `error_type` and message, and the provider's own `error` code when it sent one (e.g.
 * access_denied when consent was refused).
 */
export function withOAuthError(
  redirectUrl: string,
  error: { type: string; message: string; providerError?: string | null },
): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(TOKEN_TYPE_PARAM, 'oauth');
  url.searchParams.set('error_type', error.type);
  url.searchParams.set('error_message', error.message);
  if (error.providerError) url.searchParams.set('error', error.providerError);
  return url.href;
}
