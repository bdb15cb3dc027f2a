// The server half of Cognito's SRP-6a, byte-for-byte as Amplify's client computes it (auth/src/providers/cognito/
// utils/srp): 3072-bit RFC 5054 group, SHA-256, Amplify's two's-complement hex padding, HKDF "Caldera Derived Key".
import { createDiffieHellman, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/**
 * Amplify's getPaddedHex for non-negative values: even length, and a leading "00" when the top bit is set
 * (Java BigInteger.toByteArray semantics). This, not RFC 5054's pad-to-|N|, is what Cognito hashes.
 */
export function padHex(value: bigint): string {
  if (value < 0n) throw new Error('padHex expects a non-negative integer');
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

export function hexToBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

/** SHA-256 over the bytes a hex string encodes, as 64 hex digits (Amplify's getHashFromHex). */
export function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** SHA-256 over a UTF-8 string (Amplify's getHashFromData on a string). */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const N_BYTES = Buffer.from(N_HEX, 'hex');
const G_BYTES = Buffer.from([2]);

function toBytes(value: bigint): Buffer {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

/**
 * base^exponent mod modulus. In the group's modulus N (every use here) OpenSSL does it through Diffie-Hellman:
 * `generateKeys()` is g^private and `computeSecret(y)` is y^private. That is constant-time Montgomery arithmetic,
 * so the time taken says nothing of a secret exponent (BigInt's square-and-multiply branches on every bit), and
 * five to ten times faster: a 1024-bit exponent, two of which each SRP sign-in computes, took about 50 ms of the
 * request in BigInt. Bases OpenSSL refuses as public keys (0, 1, N-1) take the BigInt path.
 */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  const b = ((base % modulus) + modulus) % modulus;
  if (modulus === N && exponent > 0n && b > 1n && b < N - 1n) {
    try {
      const dh = createDiffieHellman(N_BYTES, G_BYTES);
      dh.setPrivateKey(toBytes(exponent));
      const result = b === g ? dh.generateKeys() : dh.computeSecret(toBytes(b));
      return BigInt(`0x${result.toString('hex')}`);
    } catch {
      // Fall through to BigInt arithmetic.
    }
  }
  return bigIntModPow(b, exponent, modulus);
}

function bigIntModPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

export const k = hexToBigInt(hashHex(padHex(N) + padHex(g)));

/** x = H(pad(salt) | H(poolName + userIdForSrp + ":" + password)); the salt travels as hex and is re-padded. */
export function computeX(saltHex: string, poolName: string, userIdForSrp: string, password: string): bigint {
  const inner = hashText(`${poolName}${userIdForSrp}:${password}`);
  return hexToBigInt(hashHex(padHex(hexToBigInt(saltHex)) + inner));
}

export function computeVerifier(saltHex: string, poolName: string, userIdForSrp: string, password: string): bigint {
  return modPow(g, computeX(saltHex, poolName, userIdForSrp, password), N);
}

/** A fresh random 16-byte salt and its verifier, both hex, ready for the users table. */
export function createPasswordVerifier(
  poolName: string,
  userIdForSrp: string,
  password: string,
): { salt: string; verifier: string } {
  const salt = padHex(hexToBigInt(randomBytes(16).toString('hex')));
  return { salt, verifier: padHex(computeVerifier(salt, poolName, userIdForSrp, password)) };
}

/** Checks a clear password against the stored verifier (USER_PASSWORD_AUTH, ChangePassword) in constant time. */
export function passwordMatches(
  stored: { salt: string; verifier: string },
  poolName: string,
  userIdForSrp: string,
  password: string,
): boolean {
  const candidate = Buffer.from(padHex(computeVerifier(stored.salt, poolName, userIdForSrp, password)), 'hex');
  const expected = Buffer.from(padHex(hexToBigInt(stored.verifier)), 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/** Parses the client's SRP_A; an A that is 0 mod N would let a client force S = 0, so it is refused. */
export function parseClientA(srpA: string): bigint | undefined {
  if (!/^[0-9a-fA-F]{1,1600}$/.test(srpA)) return undefined;
  const A = hexToBigInt(srpA);
  return A % N === 0n ? undefined : A;
}

export interface ServerEphemeral {
  b: bigint;
  B: bigint;
}

/** B = k·v + g^b mod N with a 1024-bit random b, the size Amplify uses for its own a. */
export function createServerEphemeral(verifier: bigint): ServerEphemeral {
  for (;;) {
    const b = hexToBigInt(randomBytes(128).toString('hex'));
    const B = (k * verifier + modPow(g, b, N)) % N;
    if (B !== 0n) return { b, B };
  }
}

/** The 16-byte session key both sides derive: HKDF-SHA256(ikm = pad(S), salt = pad(u), info = "Caldera Derived Key"). */
export function computeServerKey(A: bigint, eph: ServerEphemeral, verifier: bigint): Buffer {
  const u = hexToBigInt(hashHex(padHex(A) + padHex(eph.B)));
  if (u === 0n) throw new Error('SRP u is zero');
  const S = modPow((A * modPow(verifier, u, N)) % N, eph.b, N);
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'), 'Caldera Derived Key', 16),
  );
}

/** HMAC-SHA256(key, poolName | userIdForSrp | base64decode(secretBlock) | timestamp), base64 — the client's claim. */
export function expectedSignature(
  key: Buffer,
  poolName: string,
  userIdForSrp: string,
  secretBlock: string,
  timestamp: string,
): Buffer {
  return createHmac('sha256', key)
    .update(Buffer.from(poolName, 'utf8'))
    .update(Buffer.from(userIdForSrp, 'utf8'))
    .update(Buffer.from(secretBlock, 'base64'))
    .update(Buffer.from(timestamp, 'utf8'))
    .digest();
}

export function signatureMatches(expected: Buffer, claimedBase64: string): boolean {
  const claimed = Buffer.from(claimedBase64, 'base64');
  return claimed.length === expected.length && timingSafeEqual(claimed, expected);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIMESTAMP = /^([A-Z][a-z]{2}) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/**
 * Parses Amplify's getNowString format, "Sun Nov 22 02:33:01 UTC 2026" (day not zero-padded; Java's
 * "EEE MMM d HH:mm:ss z yyyy" also accepts a padded day). Returns undefined for anything else, including a
 * weekday that does not match the date.
 */
export function parseSrpTimestamp(value: string): Date | undefined {
  const m = TIMESTAMP.exec(value);
  if (!m) return undefined;
  const [, wd, mon, day, hh, mm, ss, year] = m;
  const month = MONTHS.indexOf(mon ?? '');
  const weekday = WEEKDAYS.indexOf(wd ?? '');
  if (month < 0 || weekday < 0) return undefined;
  const [d, h, mi, s, y] = [day, hh, mm, ss, year].map(Number) as [number, number, number, number, number];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const date = new Date(Date.UTC(y, month, d, h, mi, s));
  if (date.getUTCDate() !== d || date.getUTCMonth() !== month || date.getUTCDay() !== weekday) return undefined;
  return date;
}

/** Amplify's getNowString, used to build the test-side signature and for clarity of the accepted format. */
export function formatSrpTimestamp(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${WEEKDAYS[now.getUTCDay()]} ${MONTHS[now.getUTCMonth()]} ${now.getUTCDate()} ${two(now.getUTCHours())}:${two(
    now.getUTCMinutes(),
  )}:${two(now.getUTCSeconds())} UTC ${now.getUTCFullYear()}`;
}
