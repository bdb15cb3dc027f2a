import { describe, expect, it } from 'vitest';
import { makeCipher } from '../../../server/db/cipher';
import { validateFlagPatch } from '../../../server/flags/flags';
import { maskUrl } from '../../../server/http/logging';
import { scrub } from '../../../server/logging/scrub';

describe('maskUrl', () => {
  it('masks the reset code and e-mail in the change-password path', () => {
    expect(maskUrl('/authentication/change-password/123456/a%40b.com')).toBe('/authentication/change-password/***/***');
  });
  it('masks secret query parameters and keeps the rest', () => {
    expect(maskUrl('/login?code=99&brand=lumen&id_token=abc')).toBe('/login?code=***&brand=lumen&id_token=***');
  });
  it('leaves ordinary URLs alone', () => {
    expect(maskUrl('/account/personal')).toBe('/account/personal');
  });
});

describe('scrub', () => {
  it('removes SSNs, long digit runs, JWTs and password values from client log text', () => {
    const text = 'ssn 123-45-6789 acct 000123456789 token eyJhbGc.eyJzdWIi.c2ln password: "hunter2"';
    const out = scrub(text);
    expect(out).not.toContain('123-45-6789');
    expect(out).not.toContain('000123456789');
    expect(out).not.toContain('eyJhbGc');
    expect(out).not.toContain('hunter2');
    expect(out).toContain('[ssn]');
  });
  it('truncates very long messages', () => {
    expect(scrub('x'.repeat(5000)).length).toBeLessThanOrEqual(2001);
  });
});

describe('cipher', () => {
  const cipher = makeCipher(Buffer.alloc(32, 7));
  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('123456789');
    const b = cipher.encrypt('123456789');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789');
    expect(cipher.decrypt(a)).toBe('123456789');
  });
  it('rejects tampered ciphertext', () => {
    const sealed = cipher.encrypt('123456789');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered)).toThrow();
  });
  it('digests deterministically per key', () => {
    expect(cipher.digest('x')).toBe(cipher.digest('x'));
    expect(makeCipher(Buffer.alloc(32, 8)).digest('x')).not.toBe(cipher.digest('x'));
  });
});

describe('validateFlagPatch', () => {
  const known = { maintenance: false, idleTimeoutSeconds: 900 };
  it('accepts known flags of the right type', () => {
    expect(validateFlagPatch({ maintenance: true }, known)).toEqual({ ok: true, value: { maintenance: true } });
  });
  it('refuses unknown flags and wrong types with a readable message', () => {
    expect(validateFlagPatch({ maintenence: true }, known)).toEqual({
      ok: false,
      message: 'Unknown flag "maintenence".',
    });
    expect(validateFlagPatch({ idleTimeoutSeconds: 'soon' }, known)).toEqual({
      ok: false,
      message: 'Flag "idleTimeoutSeconds" must be a number.',
    });
    expect(validateFlagPatch([1], known).ok).toBe(false);
  });
});
