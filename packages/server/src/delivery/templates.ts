import type { ProjectSettings } from '../config/project-settings.ts';
import { ApiError } from '../errors/api-error.ts';
import { isRightToLeft } from '../locales/request-locale.ts';

/** A project's named template, as configured in settings.email_templates. */
export type EmailTemplate = ProjectSettings['email_templates'][string];

/** Subject, plain text and HTML of one email. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The placeholders a template may use; anything else in `{{…}}` is left as written. */
export interface TemplateValues {
  link: string;
  email: string;
  project_name: string;
  expiration_minutes: string;
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Replaces known `{{placeholders}}` with their values, passed through `encode` (e.g. escapeHtml). */
export function fillPlaceholders(
  template: string,
  values: TemplateValues,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? encode(values[name as keyof TemplateValues]) : whole,
  );
}

/**
 * Looks up a named template of the project.
 * @throws ApiError template_not_found when the project has no template by that id.
 */
export function findEmailTemplate(settings: ProjectSettings, templateId: string): EmailTemplate {
  const template = Object.hasOwn(settings.email_templates, templateId)
    ? settings.email_templates[templateId]
    : undefined;
  if (!template) {
    throw new ApiError(
      'template_not_found',
      `No email template "${templateId}" is configured for this project. Add it to email_templates in the project's configuration.`,
    );
  }
  return template;
}

/**
 * Renders a named template: `{{link}}`, `{{email}}`, `{{project_name}}` and `{{expiration_minutes}}`
 * are replaced, escaped in HTML (the template's own markup is the operator's and trusted). Without
 * an HTML part, one is made from the text. The link is always shown: appended if the template
 * forgot it, since an email whose link cannot be seen is useless.
 *
 * @example renderTemplate({ subject: 'Log in to {{project_name}}', text: 'Go: {{link}}' }, values, 'en')
 */
export function renderTemplate(template: EmailTemplate, values: TemplateValues, locale: string): RenderedEmail {
  const subject = oneLine(fillPlaceholders(template.subject, values));
  let text = fillPlaceholders(template.text, values);
  if (!text.includes(values.link)) text = `${text.trimEnd()}\n\n${values.link}\n`;
  let html =
    template.html === undefined
      ? textToHtml(subject, text, [values.link], locale)
      : fillPlaceholders(template.html, values, escapeHtml);
  if (!html.includes(escapeHtml(values.link))) html = `${html}\n${linkParagraph(values.link)}`;
  return { subject, text, html };
}

/**
 * Plain text as a small HTML document: escaped, paragraphs kept, and each of `links` made clickable
 * where it appears.
 */
export function textToHtml(title: string, text: string, links: string[], locale: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => {
      let html = escapeHtml(paragraph).replaceAll('\n', '<br>\n');
      for (const link of links) html = html.replaceAll(escapeHtml(link), anchor(link));
      return `<p>${html}</p>`;
    });
  return emailDocument(title, paragraphs.join('\n'), locale);
}

/** A minimal, mail-client-safe HTML document around already-escaped body markup. */
export function emailDocument(title: string, bodyHtml: string, locale: string): string {
  const dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328;">',
    bodyHtml,
    '</body>',
    '</html>',
  ].join('\n');
}

/** A paragraph holding the link, its full address as the visible text. */
export function linkParagraph(link: string): string {
  return `<p>${anchor(link)}</p>`;
}

function anchor(link: string): string {
  const href = escapeHtml(link);
  return `<a href="${href}">${href}</a>`;
}

// Header injection guard: a subject is one line whatever the template or values hold.
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
