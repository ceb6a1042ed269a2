/**
 * Every route that attaches a factor or an identifier to a user, by the key it asks the ownership
 * policy with (policy.ts). A route that writes one must ask; the attachment table test
 * (attachment-table.test.ts) reads the keys from the source and has one row per key, so a new route
 * without a row fails it.
 */
export const FACTOR_ROUTES = {
  'passwords.create': 'SDK password sign-up: a new user with an email and a password',
  'passwords.reset':
    "SDK password reset link: a password for the holder of the email it was sent to; the backend's reset by session: for the session's own account",
  'webauthn.register': "SDK passkey registration: a passkey for the session's user",
  'oauth.link': "OAuth callback and Google One Tap: a provider link (and the provider's email on a new user)",
  'crypto_wallets.authenticate': 'SDK wallet sign-in: a new user holding the wallet, or its owner signed in',
  'magic_links.login_or_create': 'Magic link sends (SDK and backend, invites too): a new user holding the email',
  'otps.login_or_create': 'Passcode sends (SDK and backend): a new user holding the email or phone number',
  'backend.users.create':
    "Host backend's users create (a new user with an email and/or phone number) and exchange_primary_factor (the user's one identifier replaced)",
  'backend.passwords.migrate':
    "Host backend's password migrate: a new user with the email and an imported hash, or the hash on the email's holder",
  'totps.create': "Authenticator app enrolment (SDK: the session's or sign-in's user; backend: the one named)",
} as const;

export type FactorRoute = keyof typeof FACTOR_ROUTES;
