// Something@something.tld without spaces: strict enough to catch typos, loose enough never to
// refuse a real address (the server has the final word).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a typed email matches the email pattern (spec §5). Surrounding spaces are ignored. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
