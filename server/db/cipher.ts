// Field-level encryption for secrets at rest (SSNs, private signing keys): AES-256-GCM with a random
// 96-bit IV, stored as "v1.<iv>.<tag>.<ciphertext>" in base64url. Equality search uses a keyed HMAC.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export interface Cipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** Deterministic keyed digest for lookups (never reversible). */
  digest(value: string): string;
}

export function makeCipher(key: Buffer): Cipher {
  const macKey = createHmac('sha256', key).update('lookup-digest').digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return ['v1', iv, c.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unrecognised sealed value');
      const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
    },
    digest(value) {
      return createHmac('sha256', macKey).update(value).digest('hex');
    },
  };
}
