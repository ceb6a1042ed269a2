import { z } from 'zod';
import { envelope, SessionDurationMinutes } from './common.ts';

/** WebAuthn JSON (the browser's PublicKeyCredential.toJSON() shape) is passed through as-is. */
const CredentialJSON = z.record(z.string(), z.unknown());

export const WebauthnRegisterStartRequest = z
  .object({ is_passkey: z.boolean().optional(), domain: z.string().max(253).optional() })
  .meta({ id: 'WebauthnRegisterStartRequest' });
export const WebauthnRegisterStartResponse = z
  .object({ ...envelope, public_key_credential_creation_options: CredentialJSON })
  .meta({ id: 'WebauthnRegisterStartResponse' });
export const WebauthnRegisterRequest = z
  .object({ public_key_credential: CredentialJSON, session_duration_minutes: SessionDurationMinutes.optional() })
  .meta({ id: 'WebauthnRegisterRequest' });

export const WebauthnAuthenticateStartRequest = z
  .object({ is_passkey: z.boolean().optional(), conditional_mediation: z.boolean().optional() })
  .meta({ id: 'WebauthnAuthenticateStartRequest' });
export const WebauthnAuthenticateStartResponse = z
  .object({ ...envelope, public_key_credential_request_options: CredentialJSON })
  .meta({ id: 'WebauthnAuthenticateStartResponse' });
export const WebauthnAuthenticateRequest = z
  .object({ public_key_credential: CredentialJSON, session_duration_minutes: SessionDurationMinutes.optional() })
  .meta({ id: 'WebauthnAuthenticateRequest' });

export const WebauthnUpdateRequest = z
  .object({ name: z.string().trim().min(1).max(64) })
  .meta({ id: 'WebauthnUpdateRequest' });
