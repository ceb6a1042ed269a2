import {
  emailDocument,
  escapeHtml,
  fillPlaceholders,
  findEmailTemplate,
  linkParagraph,
  type RenderedEmail,
  renderTemplate,
  type TemplateValues,
} from '../../delivery/templates.ts';
import type { Project } from '../../store/projects.ts';

/** A magic link logs an existing user in or finishes a signup; each has its own wording and redirect list. */
export type MagicLinkKind = 'login' | 'signup';

/** The built-in wording of each kind of magic-link email. */
const BUILT_IN: Record<MagicLinkKind, { subject: string; intro: string; action: string }> = {
  login: {
    subject: 'Your login link for {{project_name}}',
    intro: 'Click the link below to log in to {{project_name}}.',
    action: 'Log in',
  },
  signup: {
    subject: 'Finish creating your {{project_name}} account',
    intro: 'Click the link below to confirm your email address and finish creating your {{project_name}} account.',
    action: 'Confirm and continue',
  },
};

const FOOTER =
  'The link expires in {{expiration_minutes}} minutes and works once. If you did not ask for it, you can ignore this email.';

/**
 * Resolves the template a magic-link email will use: a named one from the project's settings, or
 * the built-in wording. Done before anything is stored so an unknown id fails cleanly.
 * @throws ApiError template_not_found
 */
export function chooseMagicLinkTemplate(project: Project, templateId: string | undefined) {
  return templateId === undefined ? null : findEmailTemplate(project.settings, templateId);
}

/** Renders a login or signup email around its link. */
export function renderMagicLinkEmail(options: {
  kind: MagicLinkKind;
  template: ReturnType<typeof chooseMagicLinkTemplate>;
  values: TemplateValues;
}): RenderedEmail {
  const { kind, template, values } = options;
  if (template) return renderTemplate(template, values);

  const wording = BUILT_IN[kind];
  const fill = (wordingText: string) => fillPlaceholders(wordingText, values);
  const subject = fill(wording.subject);
  const intro = fill(wording.intro);
  const footer = fill(FOOTER);
  const text = `${intro}\n\n${values.link}\n\n${footer}\n`;
  const href = escapeHtml(values.link);
  const html = emailDocument(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #0b57d0; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(wording.action)}</a></p>`,
      '<p>Or open this address in your browser:</p>',
      linkParagraph(values.link),
      `<p style="color: #57606a;">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
