import { message } from '../../delivery/messages/index.ts';
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

/**
 * The reset email: the reset link, and when the project has a login URL, a second link with the
 * same token to log in without a password (its lifetime said beside it when it differs from the
 * reset link's). A named template gets `{{link}}` = the reset link.
 */
export function renderResetEmail(options: {
  template: EmailTemplate | null;
  values: TemplateValues;
  loginLink: string | null;
  loginExpirationMinutes: number;
  /** The reader's locale (`requestLocale`). */
  locale: string;
}): RenderedEmail {
  const { template, values, loginLink, loginExpirationMinutes, locale } = options;
  if (template) return renderTemplate(template, values, locale);

  // The built-in wording, in the request's locale.
  const fill = (text: string) => fillPlaceholders(text, values);
  const subject = fill(message('reset.subject', values, locale));
  const intro = fill(message('reset.intro', values, locale));
  const footer = fill(message('reset.footer', values, locale));
  const loginIntro =
    String(loginExpirationMinutes) === values.expiration_minutes
      ? message('reset.loginIntro', values, locale)
      : message('reset.loginIntroExpiring', { expiration_minutes: loginExpirationMinutes }, locale);
  const loginText = loginLink ? `${loginIntro}\n${loginLink}\n\n` : '';
  const text = `${intro}\n\n${values.link}\n\n${loginText}${footer}\n`;
  const html = emailDocument(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      linkParagraph(values.link),
      ...(loginLink ? [`<p>${escapeHtml(loginIntro)}</p>`, linkParagraph(loginLink)] : []),
      `<p style="color: #57606a;">${escapeHtml(footer)}</p>`,
    ].join('\n'),
    locale,
  );
  return { subject, text, html };
}
