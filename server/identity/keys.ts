// The token-signing key pair: generated once, persisted in signing_keys (private half sealed with the data key) so
// every API process and every restart signs with the same `kid`, and published as a JWKS.
import { asc, eq } from 'drizzle-orm';
import { calculateJwkThumbprint, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { signingKeys } from '../db/schema';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** Every stored public key (active or retired) so tokens signed before a rotation still verify. */
  jwks: { keys: JWK[] };
  keySet: ReturnType<typeof createLocalJWKSet>;
}

async function generateAndStore(db: Db, cipher: Cipher): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  // Two processes starting on an empty database may both generate; the first insert wins and both then load it.
  await db
    .insert(signingKeys)
    .values({
      kid,
      publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
      privateJwkEncrypted: cipher.encrypt(JSON.stringify({ ...privateJwk, kid, alg: 'RS256' })),
      active: true,
    })
    .onConflictDoNothing();
}

export async function loadSigningKeys(db: Db, cipher: Cipher): Promise<SigningKeys> {
  let active = await db
    .select()
    .from(signingKeys)
    .where(eq(signingKeys.active, true))
    .orderBy(asc(signingKeys.createdAt))
    .limit(1);
  if (active.length === 0) {
    await generateAndStore(db, cipher);
    active = await db
      .select()
      .from(signingKeys)
      .where(eq(signingKeys.active, true))
      .orderBy(asc(signingKeys.createdAt))
      .limit(1);
  }
  const row = active[0];
  if (!row) throw new Error('No signing key could be created');
  const privateJwk = JSON.parse(cipher.decrypt(row.privateJwkEncrypted)) as JWK;
  const privateKey = await importJWK(privateJwk, 'RS256');
  if (privateKey instanceof Uint8Array) throw new Error('Signing key is not an RSA key');
  const all = await db.select({ publicJwk: signingKeys.publicJwk }).from(signingKeys);
  const jwks = { keys: all.map((r) => r.publicJwk as JWK) };
  return { kid: row.kid, privateKey, jwks, keySet: createLocalJWKSet(jwks) };
}
