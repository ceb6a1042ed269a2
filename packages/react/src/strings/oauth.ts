/**
 * Strings of social sign-in and Google One Tap (docs/behaviour.md#screens and docs/behaviour.md#errors), loaded with the product's chunk
 * (`flow/registry.ts`); a host's override of any key wins, even before the chunk loads.
 */
export const oauthStrings = {
  'oauth.region': 'Social sign-in',
  'oauth.continueWith': 'Continue with {provider}',
  'oauth.redirecting': 'Taking you to {provider}…',
  'oneTap.region': 'Google One Tap',
  'oneTap.signingIn': 'Signing you in with Google…',
  // The six One Tap failures shown (docs/behaviour.md#errors), each with what to do; other failures are only logged.
  'oneTap.failure.unregistered_origin':
    'Google One Tap is unavailable: this site ({origin}) is not an authorized origin of the Google client. Add it to the client’s authorized JavaScript origins in the Google Cloud console.',
  'oneTap.failure.invalid_client':
    'Google One Tap is unavailable: Google does not recognise the client ID. Check the Google client ID in the project’s OAuth configuration.',
  'oneTap.failure.oauth_config_not_found':
    'Google One Tap is unavailable: no Google OAuth configuration was found for this project. Add Google’s client ID and secret to the project’s OAuth configuration.',
  'oneTap.failure.no_login_redirect_urls':
    'Google One Tap is unavailable: the project has no login redirect URL. Add one to the project’s login redirect URLs.',
  'oneTap.failure.no_signup_redirect_urls':
    'Google One Tap is unavailable: the project has no signup redirect URL. Add one to the project’s signup redirect URLs.',
  'oneTap.failure.default_provider_not_allowed':
    'Google One Tap is unavailable with the default (development) Google provider, which is incompatible with One Tap. Configure your own Google client ID.',
} as const;
