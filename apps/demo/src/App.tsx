import type { FoyerClient } from '@foyer/sdk';
import { useEffect, useState } from 'react';
import { errorMessage } from './errors.ts';
import { ClientContext, loadClient } from './foyer-client.ts';
import { Layout } from './Layout.tsx';
import { AuthenticatePage } from './pages/AuthenticatePage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { MfaPage } from './pages/MfaPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PasskeysPage } from './pages/PasskeysPage.tsx';
import { ResetPasswordPage } from './pages/ResetPasswordPage.tsx';

/** Pages by pathname; the server answers every unknown GET with index.html. */
const PAGES: Record<string, () => React.JSX.Element> = {
  '/': LoginPage,
  '/authenticate': AuthenticatePage,
  '/reset-password': ResetPasswordPage,
  '/passkeys': PasskeysPage,
  '/mfa': MfaPage,
};

function pageFor(pathname: string) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES[normalized] ?? NotFoundPage;
}

export function App() {
  const [client, setClient] = useState<FoyerClient | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let created: FoyerClient | null = null;
    let cancelled = false;
    loadClient().then(
      (value) => {
        created = value;
        if (cancelled) value.destroy();
        else setClient(value);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(errorMessage(error));
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, []);

  if (loadError) {
    return (
      <Layout>
        <h1>Foyer demo</h1>
        <p role="alert" className="notice notice-error">
          Could not start the demo: {loadError}
        </p>
      </Layout>
    );
  }
  if (!client) {
    return (
      <Layout>
        <h1>Foyer demo</h1>
        <p role="status">Loading…</p>
      </Layout>
    );
  }
  const Page = pageFor(window.location.pathname);
  return (
    <ClientContext.Provider value={client}>
      <Layout>
        <Page />
      </Layout>
    </ClientContext.Provider>
  );
}
