// The Signature Version 4 check on its own, against AWS's published example request (IAM ListUsers, signed with the
// documentation's example key): that request passes, and any change to what was signed, the key, the scope or the
// time refuses it with AWS's error names.
import { describe, expect, it } from 'vitest';
import { SIGNATURE_MISMATCH, verifySignature, type SignedRequest } from '../../../server/identity/sigv4';

const keys = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const signedAt = new Date('2015-08-30T12:36:00Z');
const scope = { region: 'us-east-1', service: 'iam', now: signedAt };
const example: SignedRequest = {
  method: 'GET',
  url: '/?Action=ListUsers&Version=2010-05-08',
  headers: {
    'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
    host: 'iam.amazonaws.com',
    'x-amz-date': '20150830T123600Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
  },
  body: '',
};

const refusal = (request: SignedRequest, opts: Partial<typeof scope> = {}, with_ = keys) => {
  try {
    verifySignature(request, with_, { ...scope, ...opts });
    return 'accepted';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
};

describe('verifySignature', () => {
  it('accepts AWS’s example request, up to five minutes either side of its time', () => {
    expect(verifySignature(example, keys, scope)).toBe('AKIDEXAMPLE');
    expect(refusal(example, { now: new Date(signedAt.getTime() + 4 * 60_000) })).toBe('accepted');
    expect(refusal(example, { now: new Date(signedAt.getTime() - 4 * 60_000) })).toBe('accepted');
  });

  it('refuses a changed body, query, signed header or method', () => {
    const mismatch = `InvalidSignatureException: ${SIGNATURE_MISMATCH}`;
    expect(refusal({ ...example, body: '{}' })).toBe(mismatch);
    expect(refusal({ ...example, url: '/?Action=DeleteUser&Version=2010-05-08' })).toBe(mismatch);
    expect(refusal({ ...example, headers: { ...example.headers, host: 'evil.example.com' } })).toBe(mismatch);
    expect(refusal({ ...example, method: 'POST' })).toBe(mismatch);
  });

  it('refuses another secret, another key id, and admin calls when no key is configured', () => {
    expect(refusal(example, {}, { ...keys, secretAccessKey: 'x'.repeat(40) })).toMatch(/^InvalidSignatureException/);
    expect(refusal(example, {}, { ...keys, accessKeyId: 'AKIDOTHER' })).toBe(
      'UnrecognizedClientException: The security token included in the request is invalid.',
    );
    expect(() => verifySignature(example, undefined, scope)).toThrow(/no admin key is configured/);
  });

  it('refuses an old or future signature, another region or service', () => {
    expect(refusal(example, { now: new Date(signedAt.getTime() + 6 * 60_000) })).toMatch(
      /^InvalidSignatureException: Signature expired/,
    );
    expect(refusal(example, { now: new Date(signedAt.getTime() - 6 * 60_000) })).toMatch(/Signature expired/);
    expect(refusal(example, { region: 'eu-west-1' })).toBe(
      "InvalidSignatureException: Credential should be scoped to a valid region, not 'us-east-1'.",
    );
    expect(refusal(example, { service: 'cognito-idp' })).toMatch(/scoped to correct service: 'cognito-idp'/);
  });

  it('answers an unsigned request MissingAuthenticationToken and a malformed one IncompleteSignature', () => {
    const { authorization: _, ...unsigned } = example.headers;
    expect(refusal({ ...example, headers: unsigned })).toBe(
      'MissingAuthenticationTokenException: Missing Authentication Token',
    );
    expect(refusal({ ...example, headers: { ...example.headers, authorization: 'Bearer abc' } })).toMatch(
      /^IncompleteSignatureException/,
    );
    expect(
      refusal({
        ...example,
        headers: { ...example.headers, authorization: 'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE' },
      }),
    ).toMatch(/requires 'SignedHeaders'/);
  });
});
