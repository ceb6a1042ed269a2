/**
 * The policy of Foyer's own server-rendered pages (the API reference, the development outbox): no
 * script at all, inline styles only, links but no forms, never framed.
 */
export const STATIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The development identity provider's sign-in page: like a static page, but its forms post to the
 * provider. form-action stays open: browsers apply it to the redirects after the post too, and those
 * end at the host's redirect URL, on whatever origin the project configured.
 */
export const SIGN_IN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The operator console (features/admin/console-page.ts): its own script and stylesheet only, calls to
 * its own origin (the admin API), never framed. No inline script or style: the built page has none.
 */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
