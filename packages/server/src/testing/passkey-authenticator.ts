import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * Test helper: a software authenticator that makes real WebAuthn payloads (ES256 keys, CBOR
 * attestation objects, DER signatures over authenticatorData ‖ SHA-256(clientDataJSON)), so the
 * server's verification runs exactly as with a browser. Knobs let a test break one thing at a time:
 * the origin in the client data, the RP ID the authenticator hashes, user verification, the counter.
 */
export class TestAuthenticator {
  readonly credentials = new Map<string, StoredCredential>();

  /** Answers `navigator.credentials.create()` for creation options from the server. */
  create(
    options: CreationOptions,
    knobs: { origin: string; rpId?: string; userVerified?: boolean; credentialId?: string },
  ): Record<string, unknown> {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = knobs.credentialId ?? randomBytes(16).toString('base64url');
    const rpId = knobs.rpId ?? options.rp.id;
    const credential: StoredCredential = { id, rpId, privateKey, userHandle: options.user.id, signCount: 0 };
    this.credentials.set(id, credential);

    const idBytes = Buffer.from(id, 'base64url');
    const attestedData = Buffer.concat([
      Buffer.alloc(16), // AAGUID: zeros, as with attestation 'none'
      uint16(idBytes.length),
      idBytes,
      coseKey(publicKey),
    ]);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags({ userVerified: knobs.userVerified ?? true, attested: true })]),
      uint32(0),
      attestedData,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    const clientDataJSON = clientData('webauthn.create', options.challenge, knobs.origin);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers `navigator.credentials.get()` with a stored credential (the newest by default). */
  get(
    options: { challenge: string },
    knobs: { origin: string; credentialId?: string; userVerified?: boolean; signCount?: number; rpId?: string },
  ): Record<string, unknown> {
    const credential = knobs.credentialId
      ? this.credentials.get(knobs.credentialId)
      : [...this.credentials.values()].at(-1);
    if (!credential) throw new Error('the test authenticator holds no such credential');
    credential.signCount = knobs.signCount ?? credential.signCount + 1;
    const authData = Buffer.concat([
      sha256(knobs.rpId ?? credential.rpId),
      Buffer.from([flags({ userVerified: knobs.userVerified ?? true, attested: false })]),
      uint32(credential.signCount),
    ]);
    const clientDataJSON = clientData('webauthn.get', options.challenge, knobs.origin);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signer.sign(credential.privateKey).toString('base64url'),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

interface StoredCredential {
  id: string;
  rpId: string;
  privateKey: KeyObject;
  userHandle: string;
  signCount: number;
}

/** The parts of PublicKeyCredentialCreationOptionsJSON the authenticator reads. */
export interface CreationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

function uint16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

/** User present always; user verified and attested credential data as asked. */
function flags({ userVerified, attested }: { userVerified: boolean; attested: boolean }): number {
  return 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

/** An EC2 P-256 public key as a COSE_Key map (kty 2, alg -7 ES256, crv 1). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
  ]);
  return Buffer.from(isoCBOR.encode(cose as Parameters<typeof isoCBOR.encode>[0]));
}
