import { TOKEN_TYPE_PARAM, type TokenType } from '@foyer/protocol/paths';
import type { ProjectSettings } from '../../config/project-settings.ts';
import {
  type EmailTemplate,
  emailDocument,
  escapeHtml,
  fillPlaceholders,
  linkParagraph,
  type RenderedEmail,
  renderTemplate,
  type TemplateValues,
} from '../../delivery/templates.ts';
import { ApiError } from '../../errors/api-error.ts';

/**
 * The redirect URL of a reset link: the one asked for if the project lists it under
 * redirect_urls[kind] (compared after URL normalization), else the project's first.
 * @returns null when nothing was asked for and the project has none (only for 'login', optional)
 * @throws ApiError redirect_url_not_allowed, or no_redirect_url_configured for 'reset_password'
 */
export function resolveResetRedirect(
  settings: ProjectSettings,
  kind: 'reset_password' | 'login',
  requested: string | undefined,
): string | null {
  const allowed = settings.redirect_urls[kind];
  if (requested === undefined) {
    const first = allowed[0] ?? null;
    if (!first && kind === 'reset_password') {
      throw new ApiError(
        'no_redirect_url_configured',
        "No reset_password_redirect_url was given and the project has no reset_password redirect URL. Add one to redirect_urls.reset_password in the project's configuration.",
      );
    }
    return first;
  }
  const wanted = normalized(requested);
  if (wanted === null || !allowed.some((url) => normalized(url) === wanted)) {
    throw new ApiError(
      'redirect_url_not_allowed',
      `The ${kind} redirect URL ${requested} is not allowed. Add it to redirect_urls.${kind} in the project's configuration.`,
    );
  }
  return requested;
}

/** A redirect URL carrying the token and its type, keeping the query it already has. */
export function tokenLink(redirectUrl: string, type: TokenType, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(TOKEN_TYPE_PARAM, type);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * The reset email: the reset link, and when the project has a login URL, a second link with the
 * same token to log in without a password. A named template gets `{{link}}` = the reset link.
 */
export function renderResetEmail(options: {
  template: EmailTemplate | null;
  values: TemplateValues;
  loginLink: string | null;
}): RenderedEmail {
  const { template, values, loginLink } = options;
  if (template) return renderTemplate(template, values);

  const fill = (text: string) => fillPlaceholders(text, values);
  const subject = fill('Reset your {{project_name}} password');
  const intro = fill('Click the link below to set a new password for {{project_name}}.');
  const footer = fill(
    'The link expires in {{expiration_minutes}} minutes and works once. If you did not ask for it, you can ignore this email: your password has not changed.',
  );
  const loginText = loginLink ? `Or log in without a password:\n${loginLink}\n\n` : '';
  const text = `${intro}\n\n${values.link}\n\n${loginText}${footer}\n`;
  const html = emailDocument(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      linkParagraph(values.link),
      ...(loginLink ? ['<p>Or log in without a password:</p>', linkParagraph(loginLink)] : []),
      `<p style="color: #57606a;">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

function normalized(url: string): string | null {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}
