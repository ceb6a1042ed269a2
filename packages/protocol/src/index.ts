/**
 * @foyer/protocol: the wire contract between the Foyer server, SDK and widget.
 * Import `@foyer/protocol/errors` or `/paths` (no zod) from browser code; import this entry for
 * schemas (server) or for types only (`import type`).
 */
export * from './constants.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './schemas/bootstrap.ts';
export * from './schemas/common.ts';
export * from './schemas/crypto-wallets.ts';
export * from './schemas/events.ts';
export * from './schemas/magic-links.ts';
export * from './schemas/mfa.ts';
export * from './schemas/oauth.ts';
export * from './schemas/otps.ts';
export * from './schemas/password-migrate.ts';
export * from './schemas/passwords.ts';
export * from './schemas/sessions.ts';
export * from './schemas/totps.ts';
export * from './schemas/users.ts';
export * from './schemas/webauthn.ts';
export * from './types.ts';
