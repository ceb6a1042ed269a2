/** Wire types inferred from the schemas: what goes over HTTP, in snake_case. */
import type { z } from 'zod';
import type { BootstrapResponse } from './schemas/bootstrap.ts';
import type { AuthenticateResponse, OkResponse, Session, User, WebauthnRegistration } from './schemas/common.ts';
import type {
  CryptoWalletsAuthenticateRequest,
  CryptoWalletsAuthenticateStartRequest,
  CryptoWalletsAuthenticateStartResponse,
} from './schemas/crypto-wallets.ts';
import type { EventsRequest, SdkEvent } from './schemas/events.ts';
import type { MagicLinksAuthenticateRequest, MagicLinksLoginOrCreateRequest } from './schemas/magic-links.ts';
import type { MfaPendingResponse } from './schemas/mfa.ts';
import type {
  GoogleOneTapConfigResponse,
  GoogleOneTapRequest,
  GoogleOneTapResponse,
  OAuthAuthenticateRequest,
  OAuthAuthenticateResponse,
} from './schemas/oauth.ts';
import type {
  OtpsAuthenticateRequest,
  OtpsEmailLoginOrCreateRequest,
  OtpsLoginOrCreateResponse,
  OtpsPhoneLoginOrCreateRequest,
} from './schemas/otps.ts';
import type {
  PasswordStrengthCheckRequest,
  PasswordStrengthCheckResponse,
  PasswordsAuthenticateRequest,
  PasswordsCreateRequest,
  PasswordsResetByEmailRequest,
  PasswordsResetByEmailStartRequest,
} from './schemas/passwords.ts';
import type { SessionsAuthenticateRequest, SessionsRevokeRequest } from './schemas/sessions.ts';
import type {
  TotpsAuthenticateResponse,
  TotpsCreateResponse,
  TotpsRecoveryCodesResponse,
  TotpsRecoveryCodesRotateResponse,
  UsersDeleteTotpResponse,
} from './schemas/totps.ts';
import type { UserResponse, UsersSearchRequest, UsersSearchResponse } from './schemas/users.ts';
import type {
  WebauthnAuthenticateRequest,
  WebauthnAuthenticateStartRequest,
  WebauthnAuthenticateStartResponse,
  WebauthnRegisterRequest,
  WebauthnRegisterStartRequest,
  WebauthnRegisterStartResponse,
  WebauthnUpdateRequest,
} from './schemas/webauthn.ts';

export type UserData = z.infer<typeof User>;
export type SessionData = z.infer<typeof Session>;
export type WebauthnRegistrationData = z.infer<typeof WebauthnRegistration>;
export type OkResponseBody = z.infer<typeof OkResponse>;
export type AuthenticateResponseBody = z.infer<typeof AuthenticateResponse>;
export type TotpsCreateResponseBody = z.infer<typeof TotpsCreateResponse>;
export type TotpsAuthenticateResponseBody = z.infer<typeof TotpsAuthenticateResponse>;
export type TotpsRecoveryCodesResponseBody = z.infer<typeof TotpsRecoveryCodesResponse>;
export type TotpsRecoveryCodesRotateResponseBody = z.infer<typeof TotpsRecoveryCodesRotateResponse>;
export type UsersDeleteTotpResponseBody = z.infer<typeof UsersDeleteTotpResponse>;
export type MfaPendingResponseBody = z.infer<typeof MfaPendingResponse>;
export type BootstrapResponseBody = z.infer<typeof BootstrapResponse>;
export type SdkEventData = z.input<typeof SdkEvent>;
export type EventsRequestBody = z.input<typeof EventsRequest>;
export type MagicLinksLoginOrCreateBody = z.input<typeof MagicLinksLoginOrCreateRequest>;
export type MagicLinksAuthenticateBody = z.input<typeof MagicLinksAuthenticateRequest>;
export type OtpsEmailLoginOrCreateBody = z.input<typeof OtpsEmailLoginOrCreateRequest>;
export type OtpsPhoneLoginOrCreateBody = z.input<typeof OtpsPhoneLoginOrCreateRequest>;
export type OtpsLoginOrCreateResponseBody = z.infer<typeof OtpsLoginOrCreateResponse>;
export type OtpsAuthenticateBody = z.input<typeof OtpsAuthenticateRequest>;
export type PasswordStrengthCheckBody = z.input<typeof PasswordStrengthCheckRequest>;
export type PasswordStrengthCheckResponseBody = z.infer<typeof PasswordStrengthCheckResponse>;
export type PasswordsCreateBody = z.input<typeof PasswordsCreateRequest>;
export type PasswordsAuthenticateBody = z.input<typeof PasswordsAuthenticateRequest>;
export type PasswordsResetByEmailStartBody = z.input<typeof PasswordsResetByEmailStartRequest>;
export type PasswordsResetByEmailBody = z.input<typeof PasswordsResetByEmailRequest>;
export type UsersSearchBody = z.input<typeof UsersSearchRequest>;
export type UsersSearchResponseBody = z.infer<typeof UsersSearchResponse>;
export type UserResponseBody = z.infer<typeof UserResponse>;
export type WebauthnRegisterStartBody = z.input<typeof WebauthnRegisterStartRequest>;
export type WebauthnRegisterStartResponseBody = z.infer<typeof WebauthnRegisterStartResponse>;
export type WebauthnRegisterBody = z.input<typeof WebauthnRegisterRequest>;
export type WebauthnAuthenticateStartBody = z.input<typeof WebauthnAuthenticateStartRequest>;
export type WebauthnAuthenticateStartResponseBody = z.infer<typeof WebauthnAuthenticateStartResponse>;
export type WebauthnAuthenticateBody = z.input<typeof WebauthnAuthenticateRequest>;
export type WebauthnUpdateBody = z.input<typeof WebauthnUpdateRequest>;
export type OAuthAuthenticateBody = z.input<typeof OAuthAuthenticateRequest>;
export type OAuthAuthenticateResponseBody = z.infer<typeof OAuthAuthenticateResponse>;
export type GoogleOneTapConfigResponseBody = z.infer<typeof GoogleOneTapConfigResponse>;
export type GoogleOneTapBody = z.input<typeof GoogleOneTapRequest>;
export type GoogleOneTapResponseBody = z.infer<typeof GoogleOneTapResponse>;
export type CryptoWalletsAuthenticateStartBody = z.input<typeof CryptoWalletsAuthenticateStartRequest>;
export type CryptoWalletsAuthenticateStartResponseBody = z.infer<typeof CryptoWalletsAuthenticateStartResponse>;
export type CryptoWalletsAuthenticateBody = z.input<typeof CryptoWalletsAuthenticateRequest>;
export type SessionsAuthenticateBody = z.input<typeof SessionsAuthenticateRequest>;
export type SessionsRevokeBody = z.input<typeof SessionsRevokeRequest>;
