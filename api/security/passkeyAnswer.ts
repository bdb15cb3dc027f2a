// A passkey answering a challenge the portal's own server issued (the re-check before a change): the server's request
// options (PublicKeyCredentialRequestOptionsJSON, binary fields in base64url) become the browser's
// navigator.credentials.get call, and its answer goes back as JSON in the same shape (what the WebAuthn library on
// the server reads). Amplify converts the same way for its passkey sign-in but keeps its converters to itself.

/** base64url (no padding) to bytes. */
export function fromBase64Url(text: string): ArrayBuffer {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** Bytes to base64url (no padding). */
export function toBase64Url(buffer: ArrayBuffer | ArrayBufferView): string {
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

interface RequestOptionsJson {
  challenge: string;
  rpId?: string;
  timeout?: number;
  userVerification?: UserVerificationRequirement;
  allowCredentials?: { id: string; type: 'public-key'; transports?: AuthenticatorTransport[] }[];
}

/** The customer closed the browser's passkey prompt, it timed out, or no passkey here matched. */
export class PasskeyCancelled extends Error {
  constructor() {
    super('The passkey prompt was closed or found no passkey.');
    this.name = 'PasskeyCancelled';
  }
}

export function requestOptionsOf(json: string): PublicKeyCredentialRequestOptions {
  const options = JSON.parse(json) as RequestOptionsJson;
  return {
    challenge: fromBase64Url(options.challenge),
    ...(options.rpId ? { rpId: options.rpId } : {}),
    ...(options.timeout ? { timeout: options.timeout } : {}),
    ...(options.userVerification ? { userVerification: options.userVerification } : {}),
    allowCredentials: (options.allowCredentials ?? []).map((c) => ({
      type: 'public-key' as const,
      id: fromBase64Url(c.id),
      ...(c.transports ? { transports: c.transports } : {}),
    })),
  };
}

/** The browser's answer as the JSON text the server checks (PublicKeyCredential.toJSON()'s shape). */
export function answerJsonOf(credential: PublicKeyCredential): string {
  const response = credential.response as AuthenticatorAssertionResponse;
  return JSON.stringify({
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    clientExtensionResults: credential.getClientExtensionResults(),
    response: {
      clientDataJSON: toBase64Url(response.clientDataJSON),
      authenticatorData: toBase64Url(response.authenticatorData),
      signature: toBase64Url(response.signature),
      ...(response.userHandle ? { userHandle: toBase64Url(response.userHandle) } : {}),
    },
  });
}

/** Asks the browser for a passkey answering `optionsJson`; its answer as JSON text. */
export async function answerWithPasskey(optionsJson: string): Promise<string> {
  const credentials = globalThis.navigator?.credentials;
  if (typeof credentials?.get !== 'function') throw new PasskeyCancelled();
  let credential: Credential | null;
  try {
    credential = await credentials.get({ publicKey: requestOptionsOf(optionsJson) });
  } catch (error) {
    // Browsers report a closed prompt, a timeout and "no passkey here" alike, so that a page cannot tell them apart.
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
      throw new PasskeyCancelled();
    }
    throw error;
  }
  if (!credential || credential.type !== 'public-key') throw new PasskeyCancelled();
  return answerJsonOf(credential as PublicKeyCredential);
}
