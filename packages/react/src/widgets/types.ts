import type { FoyerClient } from '@foyer/sdk';
import type { FoyerCallbacks, FoyerConfig } from '../config/types.ts';
import type { FoyerStrings } from '../strings/en.ts';

/** What every widget takes, as React props or as mount options. */
export interface WidgetProps {
  /**
   * The browser client from `@foyer/sdk`: one per page.
   * @example
   * const client = createClient('public-token-test-…', { baseUrl: 'https://auth.example.com' });
   * <FoyerPasskeyRegistration client={client} />
   */
  client: FoyerClient;
  /**
   * The widget configuration (see FoyerConfig). The passkey registration widget reads only its
   * `theme`, `locale`, `enableShadowDOM` and `sessionOptions`.
   * @example
   * <FoyerPasskeyRegistration client={client} config={{ theme: { colorScheme: 'dark' } }} />
   */
  config?: FoyerConfig;
  /**
   * Replacements for any of the English strings, key by key (every key: `defaultStrings` from
   * `@foyer/react/strings`).
   * @example
   * <FoyerLogin client={client} config={config} strings={{ 'main.header': 'Welcome back' }} />
   */
  strings?: Partial<FoyerStrings>;
  /**
   * Hears the widget's events and the errors it shows.
   * @example
   * <FoyerPasskeyRegistration client={client} callbacks={{ onEvent: (e) => e.type === 'PASSKEY_DONE' && location.assign('/') }} />
   */
  callbacks?: FoyerCallbacks;
}

/** Props of `<FoyerLogin>` and `<FoyerResetPassword>`, which need a config. */
export interface ConfiguredWidgetProps extends WidgetProps {
  /**
   * The widget configuration: which products, their options, theme, language.
   * @example
   * <FoyerLogin client={client} config={{ products: ['emailMagicLinks', 'passkeys'] }} />
   */
  config: FoyerConfig;
}

/**
 * Props of `<FoyerLogin>` (and options of `mountLogin`, with `elementId`).
 * @example
 * <FoyerLogin client={client} config={{ products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'Google' }] } }} />
 */
export type FoyerLoginProps = ConfiguredWidgetProps;
/**
 * Props of `<FoyerResetPassword>`, the page a reset email's link opens (it reads the token from the address).
 * @example
 * <FoyerResetPassword client={client} config={{ products: ['passwords'] }} />
 */
export type FoyerResetPasswordProps = ConfiguredWidgetProps;
/**
 * Props of `<FoyerPasskeyRegistration>`: shown to a signed-in user, it creates, lists, renames
 * and deletes their passkeys.
 * @example
 * <FoyerPasskeyRegistration client={client} />
 */
export type FoyerPasskeyRegistrationProps = WidgetProps;
/**
 * Props of `<FoyerMfaSettings>`: shown to a signed-in user, it lists their second factors, sets up
 * or removes the authenticator app and makes new recovery codes (each change after a fresh code
 * from the app). It reads only `theme`, `locale`, `enableShadowDOM` and `sessionOptions` of the config.
 * @example
 * <FoyerMfaSettings client={client} callbacks={{ onEvent: ({ type }) => type === 'MFA_TOTP_REMOVED' && refresh() }} />
 */
export type FoyerMfaSettingsProps = WidgetProps;
