import '../testing/setup.ts';
import { createClient, type FoyerClient } from '@foyer/sdk';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowser } from '../../../sdk/test/browser.ts';
import { BASE_URL, FakeServer, PUBLIC_TOKEN } from '../../../sdk/test/fake-server.ts';
import { FoyerProvider, SignedIn, SignedOut, useFoyerClient, useFoyerSession, useFoyerUser } from './index.ts';

/** The landing page of the React quickstart: exchange the link's token, show the user, sign out. */
function Landing() {
  const client = useFoyerClient();
  const { user } = useFoyerUser();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.authenticateByUrl().catch((e: Error) => setError(e.message));
  }, [client]);
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <SignedIn>
        <p>Signed in as {user?.emails[0]?.email}</p>
        <button type="button" onClick={() => client.session.revoke()}>
          Sign out
        </button>
      </SignedIn>
      <SignedOut>
        <p>Signed out</p>
      </SignedOut>
    </>
  );
}

function Orphan() {
  return <p>{useFoyerUser().user?.user_id}</p>;
}

function SessionExpiry() {
  const { session, isInitialized } = useFoyerSession();
  return <p>{isInitialized ? (session ? `expires ${session.expires_at}` : 'no session') : 'loading'}</p>;
}

describe('@foyer/react/session with a real SDK client', () => {
  let server: FakeServer;
  let client: FoyerClient;
  beforeEach(() => {
    resetBrowser();
    server = new FakeServer();
    client = createClient(PUBLIC_TOKEN, { baseUrl: BASE_URL, fetch: server.fetch, refreshSession: false });
  });
  afterEach(() => {
    client.destroy();
    history.replaceState(null, '', '/');
  });

  const inApp = (children: React.ReactNode) => (
    <StrictMode>
      <FoyerProvider client={client}>{children}</FoyerProvider>
    </StrictMode>
  );

  it('shows <SignedOut> and no user to a visitor', () => {
    render(inApp(<Landing />));
    screen.getByText('Signed out');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  // Regression: under StrictMode the emailed token was exchanged twice (200, then 401 in the console).
  it('signs in from the link under StrictMode with one exchange, shows the user, and signs out', async () => {
    history.replaceState(null, '', '/welcome?stytch_token_type=magic_links&token=magic-link-token-0001');
    render(inApp(<Landing />));
    await screen.findByText('Signed in as ada@example.com');
    expect(server.calls('POST /magic_links/authenticate')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(location.search).toBe(''));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('Signed out');
    expect(server.calls('POST /sessions/revoke')).toHaveLength(1);
  });

  it('re-renders useFoyerSession when a session starts elsewhere in the page', async () => {
    render(inApp(<SessionExpiry />));
    screen.getByText('no session');
    await act(() => client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 }));
    screen.getByText(/^expires \d{4}-/);
  });

  it('renders neither <SignedIn> nor <SignedOut> on a server, where the browser’s state is unknown', () => {
    const html = renderToString(
      <FoyerProvider client={client}>
        <SignedIn>in</SignedIn>
        <SignedOut>out</SignedOut>
        <SessionExpiry />
      </FoyerProvider>,
    );
    expect(html).toBe('<p>loading</p>');
  });

  it('hydrates server HTML with no mismatch, then shows the signed-in state (Next.js)', async () => {
    const page = (
      <FoyerProvider client={client}>
        <SignedIn>in</SignedIn>
        <SignedOut>out</SignedOut>
      </FoyerProvider>
    );
    // The server has no cookies: it renders before the browser's session is known.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    await client.magicLinks.authenticate('magic-link-token-0001', { session_duration_minutes: 30 });
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(container.textContent).toBe('in');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    consoleError.mockRestore();
  });

  it('says what is missing when a hook runs without a <FoyerProvider>', () => {
    expect(() => render(<Orphan />)).toThrow('need a <FoyerProvider client={client}> above them');
  });
});
