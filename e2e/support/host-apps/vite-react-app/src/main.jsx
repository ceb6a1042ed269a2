// A host's React app, built with Vite from the packed @foyer/* tarballs (never workspace links).
// Three pages: / (login, and where the emailed link lands), /reset and /passkeys.
import { FoyerLogin, FoyerPasskeyRegistration, FoyerResetPassword } from '@foyer/react';
import { createClient } from '@foyer/sdk';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const client = createClient(import.meta.env.VITE_FOYER_PUBLIC_TOKEN, { baseUrl: import.meta.env.VITE_FOYER_URL });
const home = `${location.origin}/`;
const config = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: home, signupRedirectURL: home },
};

function Login() {
  const token = new URLSearchParams(location.search).get('token');
  const [email, setEmail] = useState(null);
  useEffect(() => {
    if (token)
      client.magicLinks
        .authenticate(token, { session_duration_minutes: 30 })
        .then(({ user }) => setEmail(user.emails[0].email));
  }, [token]);
  if (email) return <p>Signed in as {email}</p>;
  if (token) return <p>Signing in…</p>;
  return <FoyerLogin client={client} config={config} />;
}

function App() {
  const page = location.pathname;
  return (
    <>
      <h1>React host</h1>
      {page === '/reset' ? <FoyerResetPassword client={client} config={{ products: ['passwords'] }} /> : null}
      {page === '/passkeys' ? <FoyerPasskeyRegistration client={client} /> : null}
      {page === '/' ? <Login /> : null}
    </>
  );
}

createRoot(document.getElementById('app')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
