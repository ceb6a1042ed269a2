import { type DevIdentity, SAMPLE_IDENTITIES } from './identity.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The development identity provider's sign-in page: pick a sample identity or type one. Headed and
 * labelled as a development sign-in so nobody mistakes it for the real provider.
 */
export function renderDevSignInPage(options: { provider: string; loginAction: string; abortAction: string }): string {
  const provider = escapeHtml(options.provider);
  const pick = (identity: DevIdentity) => `
      <form method="post" action="${escapeHtml(options.loginAction)}">
        <input type="hidden" name="email" value="${escapeHtml(identity.email)}">
        <button type="submit">Continue as ${escapeHtml(identity.name)} (${escapeHtml(identity.email)})</button>
      </form>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Development sign-in (${provider})</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
    .label { background: #fff3cd; border: 1px solid #8a6d00; padding: .75rem; border-radius: 6px; }
    form { margin: .75rem 0; }
    label { display: block; margin-top: .5rem; }
    input[type=email], input[type=text] { width: 100%; padding: .5rem; box-sizing: border-box; }
    button { margin-top: .5rem; padding: .5rem .75rem; }
  </style>
</head>
<body>
  <main>
    <h1>Development sign-in</h1>
    <p class="label" role="note">This is Foyer's development identity provider standing in for <strong>${provider}</strong>,
      which has no credentials configured. No real ${provider} account is used. Development mode only.</p>
    <h2>Pick an identity</h2>
    ${SAMPLE_IDENTITIES.map(pick).join('')}
    <h2>Or type one</h2>
    <form method="post" action="${escapeHtml(options.loginAction)}">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" required autocomplete="off">
      <button type="submit">Sign in</button>
    </form>
    <form method="post" action="${escapeHtml(options.abortAction)}">
      <button type="submit">Cancel (deny access)</button>
    </form>
  </main>
</body>
</html>`;
}
