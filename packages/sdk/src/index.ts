/**
 * @foyer/sdk: the headless browser client of Foyer. Create one client per page with
 * `createClient(publicToken)`; the widget (`@foyer/react`) takes it from there.
 */
export { createClient } from './client.ts';
export { FoyerApiError, type FoyerApiErrorInit, FoyerError, FoyerSdkError, type FoyerSdkErrorCode } from './errors.ts';
export type { Timers } from './timers.ts';
export type {
  AuthenticateByUrlOptions,
  AuthenticateByUrlResult,
  BootstrapData,
  CallOptions,
  ClientOptions,
  CryptoWalletsApi,
  EventsApi,
  FoyerApiErrorShape,
  FoyerClient,
  MagicLinksApi,
  OAuthApi,
  OAuthStartOptions,
  OtpOptions,
  OtpsApi,
  PasswordsApi,
  PendingMfa,
  SessionApi,
  SessionState,
  Unsubscribe,
  UserApi,
  WebauthnApi,
  WithSessionDuration,
} from './types.ts';
