/** The 'Open in' mail providers of the Email Confirmation screen (docs/behaviour.md#email-confirmation). */
export type MailProvider = 'gmail' | 'yahoo' | 'outlook';

export interface MailLink {
  provider: MailProvider;
  href: string;
}

/**
 * Links to the three webmail inboxes. Gmail opens a search for mail from the project's email
 * domain when it is known, so the login email is the first thing the user sees.
 */
export function mailLinks(emailDomain: string | null | undefined): MailLink[] {
  const gmail = emailDomain
    ? `https://mail.google.com/mail/u/0/#search/from%3A%40${encodeURIComponent(emailDomain)}+in%3Aanywhere`
    : 'https://mail.google.com/mail/u/0/';
  return [
    { provider: 'gmail', href: gmail },
    { provider: 'yahoo', href: 'https://mail.yahoo.com/' },
    { provider: 'outlook', href: 'https://outlook.live.com/mail/0/' },
  ];
}
