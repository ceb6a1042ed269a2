import type { OutgoingEmail } from '../../delivery/email-sender.ts';
import { message } from '../../delivery/messages/index.ts';
import { emailDocument, escapeHtml } from '../../delivery/templates.ts';
import type { AppDeps } from '../../deps.ts';
import type { Project } from '../../store/projects.ts';
import { loadUser } from '../../store/users.ts';

/** How long a queued notice may wait for the mail server: news of a change a day old still matters, older less. */
export const NOTICE_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * The security email for a removed authenticator app (as Google, GitHub and Clerk send one when
 * two-step verification is turned off): to the user's first verified address, in the request's
 * language, with what changed and what to do if it was not them. Null when no address is verified.
 */
export async function authenticatorRemovedEmail(
  db: AppDeps['db'],
  options: { project: Project; userId: string; locale: string },
): Promise<OutgoingEmail | null> {
  const { project, locale } = options;
  const user = await loadUser(db, project.projectId, options.userId);
  const to = user?.emails.find((email) => email.verified)?.email;
  if (!to) return null;
  const values = { project_name: project.settings.name };
  const subject = message('security.totpRemoved.subject', values, locale);
  const text = message('security.totpRemoved.body', values, locale);
  return {
    projectId: project.projectId,
    from: project.settings.email_from,
    to,
    subject,
    text: `${text}\n`,
    html: emailDocument(subject, `<p>${escapeHtml(text)}</p>`, locale),
    links: [],
    code: null,
  };
}

/**
 * After the removal committed: the queue (production) has the notice already and is woken; without
 * one (the development outbox) it is sent now. A notice that cannot leave is logged, never an error
 * to the person who removed the app: the removal itself happened.
 */
export async function sendAuthenticatorRemovedEmail(deps: AppDeps, email: OutgoingEmail): Promise<void> {
  if (deps.mailer.queue) return deps.mailer.queue.wake();
  try {
    await deps.mailer.send(email);
  } catch (error) {
    deps.log(
      `The authenticator-removed notice for a user of ${email.projectId} was not sent: ${String(error)}`,
      'error',
    );
  }
}
