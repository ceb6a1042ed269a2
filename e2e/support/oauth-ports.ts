/** Ports and names shared by the e2e config, the provider server and the OAuth specs. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The real OpenID provider (and One Tap stand-in) the OAuth specs sign in through, on 127.0.0.1. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? APP_PORT + 7);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const APP_ORIGIN = `http://localhost:${APP_PORT}`;
/** The issuer the One Tap stand-in writes into its ID tokens (Google's would be accounts.google.com). */
export const ONE_TAP_ISSUER = 'https://accounts.google.test';
export const ONE_TAP_CLIENT_ID = 'e2e-one-tap.apps.example';
export const GENERIC_CLIENT = { client_id: 'e2e-generic', client_secret: 'e2e-generic-client-secret' };
export const GOOGLE_CLIENT = { client_id: 'e2e-google', client_secret: 'e2e-google-client-secret' };
