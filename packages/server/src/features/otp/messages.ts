import { message } from '../../delivery/messages/index.ts';
import {
  type EmailTemplate,
  emailDocument,
  escapeHtml,
  fillPlaceholders,
  findEmailTemplate,
  type RenderedEmail,
  textToHtml,
} from '../../delivery/templates.ts';
import type { Project } from '../../store/projects.ts';

/** Whether the passcode email welcomes a new user or greets a returning one. */
export type OtpEmailKind = 'login' | 'signup';

/** What a passcode email's placeholders are filled with. */
export interface OtpEmailValues {
  code: string;
  email: string;
  project_name: string;
  expiration_minutes: string;
}

/**
 * Resolves a named template from the project's `email_templates` before anything is stored, so
 * an unknown id fails cleanly (and the same way for new and existing users).
 * @throws ApiError template_not_found
 */
export function chooseOtpTemplate(project: Project, templateId: string | undefined): EmailTemplate | null {
  return templateId === undefined ? null : findEmailTemplate(project.settings, templateId);
}

/**
 * Renders a passcode email: the named template with `{{code}}`, `{{email}}`, `{{project_name}}`
 * and `{{expiration_minutes}}` filled (escaped in HTML), the code appended if the template forgot
 * it; or the built-in wording.
 */
export function renderOtpEmail(options: {
  kind: OtpEmailKind;
  template: EmailTemplate | null;
  values: OtpEmailValues;
  /** The reader's locale (`requestLocale`). */
  locale: string;
}): RenderedEmail {
  const { kind, template, values, locale } = options;
  const fill = (text: string, encode?: (value: string) => string) =>
    fillPlaceholders(
      text.replace(/\{\{\s*code\s*\}\}/g, encode ? encode(values.code) : values.code),
      {
        ...values,
        link: '',
      },
      encode,
    );
  if (template) {
    const subject = fill(template.subject)
      .replace(/[\r\n]+/g, ' ')
      .trim();
    let text = fill(template.text);
    if (!text.includes(values.code)) text = `${text.trimEnd()}\n\n${values.code}\n`;
    let html = template.html === undefined ? textToHtml(subject, text, [], locale) : fill(template.html, escapeHtml);
    if (!html.includes(values.code)) html = `${html}\n<p>${values.code}</p>`;
    return { subject, text, html };
  }
  // The built-in wording, in the request's locale.
  const subject = fill(message(`otp.${kind}.subject`, values, locale));
  const intro = fill(message(`otp.${kind}.intro`, values, locale));
  const footer = fill(message('otp.footer', values, locale));
  const text = `${intro}\n\n${values.code}\n\n${footer}\n`;
  const html = emailDocument(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="font-size: 28px; font-weight: 600; letter-spacing: 6px;">${values.code}</p>`,
      `<p style="color: #57606a;">${escapeHtml(footer)}</p>`,
    ].join('\n'),
    locale,
  );
  return { subject, text, html };
}

/**
 * The SMS / WhatsApp text. Its last line is the origin-bound one-time code format
 * (`@host #code`), which lets the WebOTP API in the browser on that host fill the code in.
 */
export function renderTextMessage(options: {
  code: string;
  projectName: string;
  expirationMinutes: number;
  webOtpHost: string | null;
  locale: string;
}): string {
  const { code, projectName, expirationMinutes, webOtpHost, locale } = options;
  const values = { code, project_name: projectName, expiration_minutes: expirationMinutes };
  const first = message('otp.sms', values, locale);
  return webOtpHost ? `${first}\n\n@${webOtpHost} #${code}` : first;
}

/**
 * The host the WebOTP line names: the calling page's origin when it is one of the project's
 * authorized origins (sdkAuth has checked it), else the first authorized origin. The format has no
 * port, so only the host name is used.
 */
export function webOtpHost(project: Project, origin: string | undefined): string | null {
  const candidate =
    origin && project.settings.authorized_origins.includes(origin) ? origin : project.settings.authorized_origins[0];
  if (!candidate) return null;
  try {
    return new URL(candidate).hostname;
  } catch {
    return null;
  }
}
