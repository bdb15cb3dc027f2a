import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeCipher } from '../../../server/db/cipher';
import { validateFlagPatch } from '../../../server/flags/flags';
import { loggerOptions, maskUrl } from '../../../server/http/logging';
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

  // [URL as requested, the digits that must be gone, the URL as logged]
  const SHAPES: [string, string, string][] = [
    ['/lookup/123-45-6789', '6789', '/lookup/[ssn]'],
    ['/lookup/123456789/details', '123456789', '/lookup/[ssn]/details'],
    ['/lookup/123%2045%206789', '6789', '/lookup/[ssn]'],
    ['/search?q=123-45-6789&brand=lumen', '6789', '/search?q=[ssn]&brand=lumen'],
    ['/search?q=123+45+6789', '6789', '/search?q=[ssn]'],
    ['/search?q=my%20ssn%20is%20123456789', '123456789', '/search?q=my%20ssn%20is%20[ssn]'],
    ['/pay/4111111111111111', '4111111111111111', '/pay/[card]'],
    ['/pay?card=4111-1111-1111-1111', '1111', '/pay?card=[card]'],
    ['/pay?n=4111+1111+1111+1111&x=1', '1111', '/pay?n=[card]&x=1'],
    ['/pay?n=4111%201111%201111%201111', '1111', '/pay?n=[card]'],
    ['/pay?n=3782-822463-10005', '822463', '/pay?n=[card]'],
    ['/pay?n=4222222222222', '4222222222222', '/pay?n=[card]'],
    ['/pay?n=6011000990139424123', '6011000990139424123', '/pay?n=[card]'],
    ['/x?123456789=1', '123456789', '/x?[ssn]=1'],
    ['/x?a=1?ssn2=123-45-6789', '6789', '/x?a=1%3Fssn2%3D[ssn]'],
  ];
  it.each(SHAPES)('masks SSN- and card-shaped text: %s', (url, digits, logged) => {
    const masked = maskUrl(url);
    expect(masked).toBe(logged);
    expect(masked).not.toContain(digits);
  });

  it("keeps a URL's other numbers: dates, short ids, amounts, too long or too short runs", () => {
    for (const url of [
      '/statements/2026-11-24?from=2026-01-01&to=2026-12-31',
      '/loans/12345678/payments?amount=125000',
      '/x?id=12345678901234567890',
      '/x?phone=555-123-4567',
      '/application/6f1c2b3a-0d4e-4f5a-9b8c-7d6e5f4a3b2c',
    ]) {
      expect(maskUrl(url)).toBe(url);
    }
  });

  it('masks them in the request log line itself', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const options = loggerOptions('info');
    const app = Fastify({ ...options, logger: { ...(options.logger as object), stream: sink } });
    app.get('/lookup/:id', async () => ({ ok: true }));
    await app.inject({ url: '/lookup/123-45-6789?card=4111%201111%201111%201111' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/lookup/[ssn]?card=[card]');
    expect(log).not.toMatch(/6789|1111/);
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
