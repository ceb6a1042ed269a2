import '../testing/setup.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fakeClient.ts';
import { EML } from '../testing/renderLogin.tsx';
import { FoyerLogin } from './FoyerLogin.tsx';
import { FoyerPasskeyRegistration } from './FoyerPasskeyRegistration.tsx';

// Next.js prerenders a page that renders the widgets; the data hook and the toast area must
// render on a server (regression: "Missing getServerSnapshot" failed the Next.js host's build).
describe('server rendering', () => {
  it('renders the login widget to HTML, with its toast area and nothing fetched yet', () => {
    const html = renderToString(<FoyerLogin client={fakeClient().client} config={EML} />);
    expect(html).toContain('Sign up or log in');
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain('Powered by Foyer');
  });

  it('renders the passkey registration widget as still checking the session', () => {
    const html = renderToString(<FoyerPasskeyRegistration client={fakeClient().client} />);
    expect(html).toContain('Checking your session…');
  });
});
