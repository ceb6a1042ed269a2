/** @foyer/node: Foyer for the host's backend. Framework middleware: @foyer/node/{express,hono,fastify,next}. */

export type { CallOptions } from '@foyer/protocol/transport';
export type * from './api-types.ts';
export type { SessionClaims } from './claims.ts';
export { createFoyer, type Foyer, type FoyerOptions } from './client.ts';
export {
  type CredentialHeaders,
  readSessionCredentials,
  type SessionCredentials,
  sessionJwtCookie,
} from './credentials.ts';
export { FoyerApiError, type FoyerApiErrorInit } from './errors.ts';
export {
  checkRequestSession,
  type RequestSession,
  type SessionMiddlewareOptions,
  unauthorizedBody,
} from './request-session.ts';
export type { VerifiedM2MToken, VerifyM2MTokenOptions } from './verify-m2m-token.ts';
export { isExpiredJwtError, type VerifiedSession, type VerifySessionOptions } from './verify-session.ts';
export {
  type FoyerWebhookEvent,
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookRefusal,
  WebhookVerificationError,
} from './webhooks.ts';
