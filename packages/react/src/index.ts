/**
 * @foyer/react: Foyer's sign-in widgets for React 19, and `mount*` functions for any page. The
 * English strings a host may override: `@foyer/react/strings` (`defaultStrings`). The signed-in
 * state for React apps: `@foyer/react/session`.
 * @packageDocumentation
 *
 * @example
 * import { mountLogin } from '@foyer/react';
 * mountLogin({ elementId: '#login', client, config: { products: ['emailMagicLinks'] } });
 */
export type {
  EmailMagicLinksOptions,
  FoyerCallbacks,
  FoyerConfig,
  FoyerErrorInfo,
  FoyerEvent,
  OAuthOptions,
  OAuthProviderName,
  OAuthProviderOption,
  OtpMethod,
  OtpOptions,
  PasswordOptions,
  Product,
  SessionOptions,
} from './config/types.ts';
export type { MountOptions, Unmount } from './mount.ts';
export { mountLogin, mountMfaSettings, mountPasskeyRegistration, mountResetPassword } from './mount.ts';
export type { FoyerStrings, StringKey } from './strings/index.ts';
export type { ButtonTheme, FoyerTheme } from './theme/types.ts';
export { FoyerLogin } from './widgets/FoyerLogin.tsx';
export { FoyerMfaSettings } from './widgets/FoyerMfaSettings.tsx';
export { FoyerPasskeyRegistration } from './widgets/FoyerPasskeyRegistration.tsx';
export { FoyerResetPassword } from './widgets/FoyerResetPassword.tsx';
export type {
  ConfiguredWidgetProps,
  FoyerLoginProps,
  FoyerMfaSettingsProps,
  FoyerPasskeyRegistrationProps,
  FoyerResetPasswordProps,
  WidgetProps,
} from './widgets/types.ts';
