// AWS Signature Version 4, checked the way AWS checks an IAM-signed call to Cognito's admin operations: the
// Authorization header names an access key, a credential scope (date, region, service) and the headers signed; the
// signature is recomputed from the canonical request with the key's secret and compared in constant time. A request
// older or newer than five minutes is refused, so a captured request cannot be replayed later. Refusals use AWS's
// error names and wording, so the AWS SDK reports them as it would for real Cognito.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AdminCredentials } from './adminCredentials';
import { CognitoError } from './errors';

/** What the check needs of an HTTP request, exactly as it arrived. */
export interface SignedRequest {
  method: string;
  /** The request target: path and query string. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SignatureScope {
  region: string;
  service: string;
  now: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 5 * 60_000;

export const missingAuthenticationToken = () =>
  new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token', 403);
const incompleteSignature = (message: string) => new CognitoError('IncompleteSignatureException', message);
const invalidSignature = (message: string) => new CognitoError('InvalidSignatureException', message);
const unrecognizedClient = () =>
  new CognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.');
export const SIGNATURE_MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.';

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding, as the SDK's signer escapes (encodeURIComponent leaves !'()* alone). */
const escapeUri = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A percent-encoded value as text; in a query string `+` is a space, in a path it is itself. */
function decode(value: string, plusIsSpace = true): string {
  try {
    return decodeURIComponent(plusIsSpace ? value.replace(/\+/g, ' ') : value);
  } catch {
    return value;
  }
}

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', value = ''] = pair.split(/=(.*)/s);
      return [escapeUri(decode(key)), escapeUri(decode(value))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

function headerText(value: string | string[] | undefined): string {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

/** `20261204T100000Z` → a Date, or undefined when it is not one. */
function parseAmzDate(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function parseAuthorization(header: string) {
  if (!header.startsWith(`${ALGORITHM} `)) {
    throw incompleteSignature(`Authorization header requires existence of the ${ALGORITHM} algorithm.`);
  }
  const parts = Object.fromEntries(
    header
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((part) => part.trim().split(/=(.*)/s) as [string, string | undefined]),
  ) as Record<string, string | undefined>;
  const missing = ['Credential', 'SignedHeaders', 'Signature'].filter((name) => !parts[name]);
  if (missing.length > 0) {
    throw incompleteSignature(`Authorization header requires '${missing[0]}' parameter. Authorization=${ALGORITHM}`);
  }
  const [accessKeyId = '', date = '', region = '', service = '', terminator = ''] = parts.Credential!.split('/');
  return {
    accessKeyId,
    date,
    region,
    service,
    terminator,
    signedHeaders: parts.SignedHeaders!.split(';'),
    signature: parts.Signature!,
  };
}

/**
 * Refuses the request unless it is signed by `keys` for this region and service within five minutes of `now`;
 * answers the access key id that signed it. `keys` undefined: admin calls are not enabled, whoever signs.
 */
export function verifySignature(req: SignedRequest, keys: AdminCredentials | undefined, scope: SignatureScope): string {
  const authorization = headerText(req.headers.authorization);
  if (!authorization) throw missingAuthenticationToken();
  const auth = parseAuthorization(authorization);
  if (!keys) {
    throw new CognitoError(
      'AccessDeniedException',
      `User: ${auth.accessKeyId} is not authorized to perform this admin operation: no admin key is configured on this identity service`,
    );
  }
  if (auth.accessKeyId !== keys.accessKeyId) throw unrecognizedClient();

  const amzDate = headerText(req.headers['x-amz-date']);
  const signedAt = parseAmzDate(amzDate);
  if (!signedAt) throw incompleteSignature('Authorization header requires a valid X-Amz-Date header.');
  if (!auth.signedHeaders.includes('host') || !auth.signedHeaders.includes('x-amz-date')) {
    throw incompleteSignature('The host and x-amz-date headers must be signed.');
  }
  if (Math.abs(scope.now.getTime() - signedAt.getTime()) > MAX_SKEW_MS) {
    throw invalidSignature(`Signature expired: ${amzDate} is now earlier or later than the allowed five minutes.`);
  }
  if (auth.date !== amzDate.slice(0, 8)) {
    throw invalidSignature(`Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP.`);
  }
  if (auth.region !== scope.region) {
    throw invalidSignature(`Credential should be scoped to a valid region, not '${auth.region}'.`);
  }
  if (auth.service !== scope.service || auth.terminator !== 'aws4_request') {
    throw invalidSignature(`Credential should be scoped to correct service: '${scope.service}'.`);
  }

  const [path = '/', query = ''] = req.url.split(/\?(.*)/s);
  const canonicalRequest = [
    req.method.toUpperCase(),
    escapeUri(decode(path, false)).replace(/%2F/g, '/'),
    canonicalQuery(query),
    ...auth.signedHeaders.map((name) => `${name}:${headerText(req.headers[name])}`),
    '',
    auth.signedHeaders.join(';'),
    headerText(req.headers['x-amz-content-sha256']) || sha256(req.body),
  ].join('\n');
  const credentialScope = `${auth.date}/${auth.region}/${auth.service}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, credentialScope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${keys.secretAccessKey}`, auth.date);
  for (const part of [auth.region, auth.service, 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(auth.signature) ? auth.signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidSignature(SIGNATURE_MISMATCH);
  return auth.accessKeyId;
}
