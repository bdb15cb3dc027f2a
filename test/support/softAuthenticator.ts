// A software passkey authenticator for node tests: an ES256 key pair from node:crypto that answers creation options
// with a 'none' attestation and request options with a signed assertion, as a browser hands them to a relying party
// (RegistrationResponseJSON / AuthenticationResponseJSON). Knobs let a test make the answers a browser never would:
// another origin, no user verification, an old counter.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

export interface AnswerOptions {
  /** The page origin the browser reports in the client data (default: the one the authenticator was made with). */
  origin?: string;
  /** The relying party id hashed into the authenticator data (default: the one in the options). */
  rpId?: string;
  /** Leave the user-verified flag off, as an authenticator without a PIN or biometric would. */
  unverified?: boolean;
  /** Use this signature counter instead of the next one. */
  counter?: number;
}

export interface CreationOptionsJson {
  challenge: string;
  rp: { id?: string; name: string };
}

export interface RequestOptionsJson {
  challenge: string;
  rpId?: string;
}

/** What a browser adds around an authenticator's response (PublicKeyCredential.toJSON()). */
function asJson<R>(id: string, response: R) {
  return {
    id,
    rawId: id,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
    response,
  };
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  /** The counter the next assertion carries (then it goes up by one). */
  counter = 1;
  /** The user handle the passkey was made for (set by `register`). */
  private userHandle = '';

  constructor(readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: String(jwk.x), y: String(jwk.y) };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** The answer to StartWebAuthnRegistration's CredentialCreationOptions. */
  register(options: CreationOptionsJson & { user?: { id: string } }, answer: AnswerOptions = {}) {
    const rpId = answer.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    this.userHandle = options.user?.id ?? '';
    const flags = UP | AT | (answer.unverified ? 0 : UV);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return asJson(this.id, {
      clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, answer.origin ?? this.origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** The answer to a WEB_AUTHN challenge's CREDENTIAL_REQUEST_OPTIONS. */
  assert(options: RequestOptionsJson, answer: AnswerOptions = {}) {
    const rpId = answer.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const counter = answer.counter ?? this.counter++;
    const flags = UP | (answer.unverified ? 0 : UV);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, answer.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return asJson(this.id, {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(this.userHandle ? { userHandle: this.userHandle } : {}),
    });
  }
}
