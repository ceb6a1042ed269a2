import { ApiError } from '../../errors/api-error.ts';

/**
 * The challenge a credential's client data names. Read before verification only to find the
 * stored challenge; the verification then checks the whole client data against it.
 * @throws ApiError invalid_webauthn_response when the credential has no readable client data
 */
export function challengeOfCredential(credential: { response: { clientDataJSON: string } }): string {
  const encoded = credential.response.clientDataJSON;
  if (encoded.length > 8192) throw invalidResponse();
  try {
    const clientData = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof clientData.challenge === 'string' && clientData.challenge) return clientData.challenge;
  } catch {
    // Falls through to the same error as a missing challenge.
  }
  throw invalidResponse();
}

/** The credential's id (base64url), as the authenticator reported it. */
export function idOfCredential(credential: { id: string }): string {
  if (!credential.id || credential.id.length > 1024) throw invalidResponse();
  return credential.id;
}

export function invalidResponse(cause?: unknown): ApiError {
  return new ApiError('invalid_webauthn_response', undefined, { cause });
}
