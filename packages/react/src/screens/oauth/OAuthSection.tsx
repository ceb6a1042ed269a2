import { lazy, Suspense } from 'react';
import type { OAuthOptions, OAuthProviderOption } from '../../config/types.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { ProviderMark } from './ProviderMark.tsx';
import { oneTapProvider, providerDisplayName, providerKey } from './providers.ts';

// One Tap is its own chunk: it loads only when a provider asks for it.
const OneTap = lazy(() => import('./oneTap/OneTap.tsx').then((m) => ({ default: m.OneTap })));

/** The start call's options for one provider, from the camelCase config. */
export function oauthStartOptions(options: OAuthOptions | undefined, provider: OAuthProviderOption) {
  return {
    login_redirect_url: options?.loginRedirectURL,
    signup_redirect_url: options?.signupRedirectURL,
    custom_scopes: provider.custom_scopes,
    provider_params: provider.provider_params,
  };
}

/**
 * Main's social section (docs/behaviour.md#main-screen): 'Continue with {provider}' for each configured provider, in the
 * configured order; a click takes the page to the provider through the server. When Google asks
 * for One Tap, its prompt is added too, and its button stays usable whatever becomes of the prompt.
 */
export function OAuthSection() {
  const t = useStrings();
  const { client, config } = useWidget();
  const options = config.oauthOptions;
  const providers = options?.providers ?? [];
  const oneTap = oneTapProvider(providers);
  return (
    <section className="foyer-form" aria-label={t('oauth.region')}>
      {oneTap ? (
        <Suspense fallback={null}>
          <OneTap position={oneTap.position ?? 'floating'} />
        </Suspense>
      ) : null}
      <ul className="foyer-providers">
        {providers.map((provider) => (
          <li key={providerKey(provider.type)}>
            <Button
              variant="secondary"
              className="foyer-provider-button"
              data-provider={providerKey(provider.type)}
              onClick={() => client.oauth.start(providerKey(provider.type), oauthStartOptions(options, provider))}
            >
              <ProviderMark type={provider.type} />
              {t('oauth.continueWith', { provider: providerDisplayName(provider.type) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
