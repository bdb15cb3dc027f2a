// The re-check's passkey conversions: the server's request options (base64url) become the bytes the browser's
// navigator.credentials.get takes, and the browser's answer becomes the JSON the server's WebAuthn library reads.
import { describe, expect, it } from 'vitest';
import { answerJsonOf, fromBase64Url, requestOptionsOf, toBase64Url } from '../../../api/security/passkeyAnswer';

const bytes = (buffer: BufferSource) => [...new Uint8Array(buffer as ArrayBuffer)];

describe('base64url', () => {
  it('round-trips every byte value, without padding and with the URL-safe letters', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = toBase64Url(all);
    expect(text).not.toMatch(/[+/=]/);
    expect(bytes(fromBase64Url(text))).toEqual([...all]);
    expect(toBase64Url(Uint8Array.from([251, 255]))).toBe('-_8');
    expect(Buffer.from(fromBase64Url(Buffer.from('any carnal pleas').toString('base64url'))).toString()).toBe(
      'any carnal pleas',
    );
  });
});

describe('the request options and the answer', () => {
  it('turns the server’s options into the browser’s, ids and challenge as bytes', () => {
    const options = requestOptionsOf(
      JSON.stringify({
        challenge: 'AQID',
        rpId: 'lumen.localhost',
        timeout: 300_000,
        userVerification: 'required',
        allowCredentials: [{ id: 'BAUG', type: 'public-key', transports: ['internal'] }],
      }),
    );
    expect(bytes(options.challenge)).toEqual([1, 2, 3]);
    expect(options).toMatchObject({ rpId: 'lumen.localhost', timeout: 300_000, userVerification: 'required' });
    expect(options.allowCredentials?.map((c) => [c.type, bytes(c.id), c.transports])).toEqual([
      ['public-key', [4, 5, 6], ['internal']],
    ]);
  });

  it('writes the browser’s answer as the server reads it', () => {
    const buffer = (...values: number[]) => Uint8Array.from(values).buffer;
    const credential = {
      id: 'BwgJ',
      rawId: buffer(7, 8, 9),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      getClientExtensionResults: () => ({}),
      response: {
        clientDataJSON: buffer(1),
        authenticatorData: buffer(2),
        signature: buffer(3),
        userHandle: buffer(4),
      },
    } as unknown as PublicKeyCredential;
    expect(JSON.parse(answerJsonOf(credential))).toEqual({
      id: 'BwgJ',
      rawId: 'BwgJ',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: 'AQ', authenticatorData: 'Ag', signature: 'Aw', userHandle: 'BA' },
    });
  });
});
