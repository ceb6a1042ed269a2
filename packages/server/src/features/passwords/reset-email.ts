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
