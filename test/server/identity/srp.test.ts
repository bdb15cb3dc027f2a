// SRP math: the server's verifier and session key against Amplify's own client helpers (imported from the
// installed @aws-amplify/auth build, since the package does not export them), plus the timestamp format.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  computeServerKey,
  createPasswordVerifier,
  createServerEphemeral,
  expectedSignature,
  formatSrpTimestamp,
  hexToBigInt,
  k,
  modPow,
  N,
  padHex,
  parseClientA,
  parseSrpTimestamp,
  passwordMatches,
  signatureMatches,
} from '../../../server/identity/srp';

/** The slice of Amplify's internal jsbn BigInteger and SRP helpers this test drives. */
interface AmplifyBigInteger {
  toString(radix: number): string;
}
interface AmplifyHelper {
  A: AmplifyBigInteger;
  k: AmplifyBigInteger;
  getPasswordAuthenticationKey(input: {
    username: string;
    password: string;
    serverBValue: AmplifyBigInteger;
    salt: AmplifyBigInteger;
  }): Promise<Uint8Array>;
}
interface AmplifySrp {
  getAuthenticationHelper(poolName: string): Promise<AmplifyHelper>;
  getNowString(): string;
  getSignatureString(input: {
    userPoolName: string;
    username: string;
    challengeParameters: Record<string, string>;
    dateNow: string;
    hkdf: Uint8Array;
  }): string;
}

const POOL = 'LocalPool';
const USER = 'srp.user@example.com';
const PASSWORD = 'Passw0rd!';

let srp: AmplifySrp;
let BigInteger: new (value: string, radix: number) => AmplifyBigInteger;
let getPaddedHex: (value: AmplifyBigInteger) => string;

const amplifyModule = (rel: string) =>
  pathToFileURL(path.resolve('node_modules/@aws-amplify/auth/dist/esm/providers/cognito/utils/srp', rel)).href;

beforeAll(async () => {
  srp = (await import(amplifyModule('index.mjs'))) as AmplifySrp;
  ({ BigInteger } = (await import(amplifyModule('BigInteger/index.mjs'))) as { BigInteger: typeof BigInteger });
  ({ getPaddedHex } = (await import(amplifyModule('getPaddedHex.mjs'))) as { getPaddedHex: typeof getPaddedHex });
});

/** One full client/server exchange; returns both keys and whether the server accepts the client's signature. */
async function exchange(clientPassword: string) {
  const { salt, verifier } = createPasswordVerifier(POOL, USER, PASSWORD);
  const helper = await srp.getAuthenticationHelper(POOL);
  const A = parseClientA(helper.A.toString(16));
  if (A === undefined) throw new Error('Amplify produced an invalid A');
  const eph = createServerEphemeral(hexToBigInt(verifier));
  const serverKey = computeServerKey(A, eph, hexToBigInt(verifier));
  const clientKey = await helper.getPasswordAuthenticationKey({
    username: USER,
    password: clientPassword,
    serverBValue: new BigInteger(eph.B.toString(16), 16),
    salt: new BigInteger(salt, 16),
  });
  const secretBlock = randomBytes(48).toString('base64');
  const timestamp = srp.getNowString();
  const signature = srp.getSignatureString({
    userPoolName: POOL,
    username: USER,
    challengeParameters: { SECRET_BLOCK: secretBlock },
    dateNow: timestamp,
    hkdf: clientKey,
  });
  const accepted = signatureMatches(expectedSignature(serverKey, POOL, USER, secretBlock, timestamp), signature);
  return {
    serverKey: serverKey.toString('hex'),
    clientKey: Buffer.from(clientKey).toString('hex'),
    accepted,
    timestamp,
  };
}

describe('SRP against Amplify’s client helpers', () => {
  it('pads hex exactly like Amplify’s getPaddedHex', () => {
    const samples = [
      1n,
      0x7fn,
      0x80n,
      0xffn,
      0x100n,
      hexToBigInt('8'.repeat(64)),
      hexToBigInt(randomBytes(384).toString('hex')),
    ];
    for (let i = 0; i < 50; i++) samples.push(hexToBigInt(randomBytes(1 + (i % 40)).toString('hex')) + 1n);
    for (const n of samples) expect(padHex(n)).toBe(getPaddedHex(new BigInteger(n.toString(16), 16)));
  });

  it('uses the same multiplier k', async () => {
    const helper = await srp.getAuthenticationHelper(POOL);
    expect(k.toString(16)).toBe(helper.k.toString(16));
  });

  it('derives the same session key and accepts Amplify’s PASSWORD_CLAIM_SIGNATURE', async () => {
    for (let i = 0; i < 3; i++) {
      const { serverKey, clientKey, accepted } = await exchange(PASSWORD);
      expect(clientKey).toHaveLength(32);
      expect(clientKey).toBe(serverKey);
      expect(accepted).toBe(true);
    }
  });

  it('disagrees, and rejects the signature, when the client has the wrong password', async () => {
    const { serverKey, clientKey, accepted } = await exchange('Passw0rd?');
    expect(clientKey).not.toBe(serverKey);
    expect(accepted).toBe(false);
  });

  it('stores only salt and verifier, and checks a clear password against them', () => {
    const stored = createPasswordVerifier(POOL, USER, PASSWORD);
    expect(stored.salt).toMatch(/^[0-9a-f]+$/);
    expect(stored.verifier).toMatch(/^[0-9a-f]+$/);
    expect(passwordMatches(stored, POOL, USER, PASSWORD)).toBe(true);
    expect(passwordMatches(stored, POOL, USER, 'passw0rd!')).toBe(false);
    expect(passwordMatches(stored, 'OtherPool', USER, PASSWORD)).toBe(false);
    expect(createPasswordVerifier(POOL, USER, PASSWORD).salt).not.toBe(stored.salt);
  });

  it('refuses an A that is zero modulo N', () => {
    expect(parseClientA('0')).toBeUndefined();
    expect(parseClientA('not hex')).toBeUndefined();
  });
});

describe('modPow', () => {
  // The schoolbook square-and-multiply the server used before OpenSSL did the group's arithmetic.
  const reference = (base: bigint, exponent: bigint, modulus: bigint) => {
    let result = 1n;
    let b = ((base % modulus) + modulus) % modulus;
    for (let e = exponent; e > 0n; e >>= 1n) {
      if (e & 1n) result = (result * b) % modulus;
      b = (b * b) % modulus;
    }
    return result;
  };
  const random = (bytes: number) => hexToBigInt(randomBytes(bytes).toString('hex'));

  it('agrees with square-and-multiply for the exponents SRP uses, whatever the base', () => {
    for (const bytes of [32, 128]) {
      for (let i = 0; i < 4; i++) {
        const exponent = random(bytes);
        for (const base of [2n, random(384) % N, random(400)]) {
          expect(modPow(base, exponent, N)).toBe(reference(base, exponent, N));
        }
      }
    }
  });

  it('answers the bases OpenSSL refuses as keys, and other moduli', () => {
    const exponent = random(32);
    for (const base of [0n, 1n, N - 1n, N, N + 1n, -5n]) {
      expect(modPow(base, exponent, N)).toBe(reference(base, exponent, N));
    }
    expect(modPow(7n, 0n, N)).toBe(1n);
    expect(modPow(3n, 200n, 1_000_003n)).toBe(reference(3n, 200n, 1_000_003n));
  });
});

describe('SRP timestamp', () => {
  it('accepts what Amplify’s getNowString produces and formats the same way', () => {
    const now = srp.getNowString();
    const parsed = parseSrpTimestamp(now);
    expect(parsed).toBeInstanceOf(Date);
    expect(Math.abs((parsed?.getTime() ?? 0) - Date.now())).toBeLessThan(5000);
    expect(formatSrpTimestamp(parsed ?? new Date())).toBe(now);
    expect(parseSrpTimestamp('Sun Nov 22 02:33:01 UTC 2026')?.toISOString()).toBe('2026-11-22T02:33:01.000Z');
    expect(parseSrpTimestamp('Mon Feb 5 00:03:00 UTC 2024')?.toISOString()).toBe('2024-02-05T00:03:00.000Z');
  });

  it('rejects malformed timestamps', () => {
    for (const bad of [
      '',
      '2026-11-22T02:33:01Z',
      'Sun Nov 22 2:33:01 UTC 2026', // unpadded hour
      'Sat Feb 17 24:03:00 UTC 2024', // hour 24
      'Mon Nov 22 02:33:01 UTC 2026', // weekday does not match the date
      'Sun Nov 31 02:33:01 UTC 2026', // no such day
      'Sun Nov 22 02:33:01 GMT 2026',
      'dim. nov. 22 02:33:01 UTC 2026',
      'Sun Nov 22 02:33:01 UTC 2026 ',
    ]) {
      expect(parseSrpTimestamp(bad), bad).toBeUndefined();
    }
  });
});
