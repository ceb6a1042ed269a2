/** How long a sign-in may stay at the provider between start and callback. */
export const OAUTH_STATE_LIFETIME_MINUTES = 10;
/** How long the token handed to the redirect URL can be exchanged with oauth.authenticate. */
export const OAUTH_TOKEN_LIFETIME_MINUTES = 10;
/** Used and expired rows are kept this long so a late replay gets a precise error, then deleted. */
export const OAUTH_RETENTION_MINUTES = 60;
/**
 * Authorization parameters a caller's provider_params may not set: they carry the protocol's own
 * checks (state, PKCE, nonce) or identify the client and where the code goes.
 */
export const RESERVED_AUTHORIZATION_PARAMS = new Set([
  'client_id',
  'client_key',
  'redirect_uri',
  'response_type',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'scope',
]);
