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
}): RenderedEmail {
  const { template, values, loginLink, loginExpirationMinutes } = options;
  if (template) return renderTemplate(template, values);

  const fill = (text: string) => fillPlaceholders(text, values);
  const subject = fill('Reset your {{project_name}} password');
  const intro = fill('Click the link below to set a new password for {{project_name}}.');
  const footer = fill(
    'The link expires in {{expiration_minutes}} minutes and works once. If you did not ask for it, you can ignore this email: your password has not changed.',
  );
  const loginIntro =
    String(loginExpirationMinutes) === values.expiration_minutes
      ? 'Or log in without a password:'
      : `Or log in without a password (this link expires in ${loginExpirationMinutes} minutes):`;
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
  );
  return { subject, text, html };
}
