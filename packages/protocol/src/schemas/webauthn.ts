import { z } from 'zod';
import { envelope, PresentedSessionFields, SessionDurationMinutes } from './common.ts';

// The WebAuthn wire JSON, typed as SimpleWebAuthn's JSON types are (PublicKeyCredentialCreationOptionsJSON,
// RegistrationResponseJSON, …), so the server hands a parsed body to its verifier and the SDK hands
// the options to the browser ceremony without a cast. Extensions keep the JSON-only ones Foyer may use.

/** base64url text, as WebAuthn's JSON encodes every binary value. */
const Base64URL = z.string().max(65_536);
const CredentialType = z.literal('public-key');
const Transports = z.array(z.string().max(32)).max(16);
const UserVerification = z.enum(['discouraged', 'preferred', 'required']);
const Hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();

const CredentialDescriptor = z.object({ id: Base64URL, type: z.string(), transports: Transports.optional() });
const ExtensionInputs = z.object({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
  minPinLength: z.boolean().optional(),
});
const ExtensionOutputs = z.object({
  appid: z.boolean().optional(),
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
  hmacCreateSecret: z.boolean().optional(),
});
// Browsers' own toJSON() may write null where SimpleWebAuthn leaves a value out; both are accepted.
const Attachment = z.enum(['platform', 'cross-platform']).nullish();

/** What navigator.credentials.create() takes, as JSON (PublicKeyCredentialCreationOptionsJSON). */
export const PublicKeyCredentialCreationOptionsJSON = z
  .object({
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: Base64URL, name: z.string(), displayName: z.string() }),
    challenge: Base64URL,
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: CredentialType })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(CredentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: UserVerification.optional(),
      })
      .optional(),
    hints: Hints,
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    attestationFormats: z
      .array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none']))
      .optional(),
    extensions: ExtensionInputs.optional(),
  })
  .meta({ id: 'PublicKeyCredentialCreationOptionsJSON' });
export type PublicKeyCredentialCreationOptionsJSON = z.infer<typeof PublicKeyCredentialCreationOptionsJSON>;

/** What navigator.credentials.get() takes, as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const PublicKeyCredentialRequestOptionsJSON = z
  .object({
    challenge: Base64URL,
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(CredentialDescriptor).optional(),
    userVerification: UserVerification.optional(),
    hints: Hints,
    extensions: ExtensionInputs.optional(),
  })
  .meta({ id: 'PublicKeyCredentialRequestOptionsJSON' });
export type PublicKeyCredentialRequestOptionsJSON = z.infer<typeof PublicKeyCredentialRequestOptionsJSON>;

/** A new credential, as PublicKeyCredential.toJSON() gives it (RegistrationResponseJSON). */
export const RegistrationResponseJSON = z
  .object({
    id: Base64URL,
    rawId: Base64URL,
    response: z.object({
      clientDataJSON: Base64URL,
      attestationObject: Base64URL,
      authenticatorData: Base64URL.optional(),
      transports: Transports.optional(),
      publicKeyAlgorithm: z.number().optional(),
      publicKey: Base64URL.optional(),
    }),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionOutputs.default({}),
    type: CredentialType,
  })
  .meta({ id: 'RegistrationResponseJSON' });
export type RegistrationResponseJSON = z.infer<typeof RegistrationResponseJSON>;

/** An assertion, as PublicKeyCredential.toJSON() gives it (AuthenticationResponseJSON). */
export const AuthenticationResponseJSON = z
  .object({
    id: Base64URL,
    rawId: Base64URL,
    response: z.object({
      clientDataJSON: Base64URL,
      authenticatorData: Base64URL,
      signature: Base64URL,
      userHandle: Base64URL.nullish(),
    }),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionOutputs.default({}),
    type: CredentialType,
  })
  .meta({ id: 'AuthenticationResponseJSON' });
export type AuthenticationResponseJSON = z.infer<typeof AuthenticationResponseJSON>;

export const WebauthnRegisterStartRequest = z
  .object({ is_passkey: z.boolean().optional(), domain: z.string().max(253).optional() })
  .meta({ id: 'WebauthnRegisterStartRequest' });
export const WebauthnRegisterStartResponse = z
  .object({ ...envelope, public_key_credential_creation_options: PublicKeyCredentialCreationOptionsJSON })
  .meta({ id: 'WebauthnRegisterStartResponse' });
export const WebauthnRegisterRequest = z
  .object({
    public_key_credential: RegistrationResponseJSON,
    session_duration_minutes: SessionDurationMinutes.optional(),
  })
  .meta({ id: 'WebauthnRegisterRequest' });

export const WebauthnAuthenticateStartRequest = z
  .object({ is_passkey: z.boolean().optional(), conditional_mediation: z.boolean().optional() })
  .meta({ id: 'WebauthnAuthenticateStartRequest' });
export const WebauthnAuthenticateStartResponse = z
  .object({ ...envelope, public_key_credential_request_options: PublicKeyCredentialRequestOptionsJSON })
  .meta({ id: 'WebauthnAuthenticateStartResponse' });
export const WebauthnAuthenticateRequest = z
  .object({
    intermediate_session_token: PresentedSessionFields.intermediate_session_token,
    public_key_credential: AuthenticationResponseJSON,
    session_duration_minutes: SessionDurationMinutes.optional(),
  })
  .meta({ id: 'WebauthnAuthenticateRequest' });

export const WebauthnUpdateRequest = z
  .object({ name: z.string().trim().min(1).max(64) })
  .meta({ id: 'WebauthnUpdateRequest' });
