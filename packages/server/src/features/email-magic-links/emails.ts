import { message } from '../../delivery/messages/index.ts';
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
  /** The reader's locale (`requestLocale`). */
  locale: string;
}): RenderedEmail {
  const { kind, template, values, locale } = options;
  if (template) return renderTemplate(template, values, locale);

  // The built-in wording, in the request's locale.
  const fill = (wordingText: string) => fillPlaceholders(wordingText, values);
  const subject = fill(message(`magicLink.${kind}.subject`, values, locale));
  const intro = fill(message(`magicLink.${kind}.intro`, values, locale));
  const action = message(`magicLink.${kind}.action`, values, locale);
  const footer = fill(message('magicLink.footer', values, locale));
  const text = `${intro}\n\n${values.link}\n\n${footer}\n`;
  const href = escapeHtml(values.link);
  const html = emailDocument(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #0b57d0; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(message('magicLink.openInBrowser', values, locale))}</p>`,
      linkParagraph(values.link),
      `<p style="color: #57606a;">${escapeHtml(footer)}</p>`,
    ].join('\n'),
    locale,
  );
  return { subject, text, html };
}
