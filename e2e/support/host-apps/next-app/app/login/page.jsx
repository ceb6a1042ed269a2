'use client';
import { FoyerLogin } from '@foyer/react';
import { client } from '../foyer-client.js';

export default function LoginPage() {
  // The emailed link lands on /authenticate of this app, whatever port it is served from.
  const landing = typeof window === 'undefined' ? undefined : `${window.location.origin}/authenticate`;
  const config = {
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: landing, signupRedirectURL: landing },
  };
  return <FoyerLogin client={client} config={config} />;
}
