// What the auth routes must never reveal: no response body or log line carries a full SSN, SSN digits, a one-time
// code, a raw device fingerprint, the submitted identity data or a full e-mail address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthHarness } from './helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const EMAIL = 'online.returning@example.com';
const FINGERPRINT = 'eyJpZCI6InJhdy1maW5nZXJwcmludC16cTl4In0=';
const OLIVER = {
  firstName: 'Oliver',
  lastName: 'Online',
  dateOfBirth: '07/30/1979',
  ssnLast4: '4321',
  zipCode: '43004',
};

/** Every string value in the captured JSON log lines, with correlation ids (UUIDs) blanked out. */
function logStrings(lines: string[]): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (key !== 'host')
        out.push(value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>'));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const line of lines) walk(JSON.parse(line));
  return out;
}

describe('auth routes redaction', () => {
  it('keeps secrets and personal data out of responses and logs', async () => {
    const bodies: string[] = [];
    const keep = async (p: Promise<{ text: string }>) => bodies.push((await p).text);

    await keep(
      h.post('/auth', {
        email: EMAIL,
        blackBox: FINGERPRINT,
        type: 'forgotPassword',
        flags: { enablePasswordlessFlow: true },
      }),
    );
    for (let i = 0; i < 5; i++)
      await keep(h.post('/auth', { email: EMAIL, blackBox: FINGERPRINT, type: 'failedLogin' }));
    await keep(h.post('/auth', { email: EMAIL, blackBox: 42, type: 'failedLogin' }));
    await keep(h.post('/password-changed', { email: EMAIL }));
    await keep(h.post('/auth/forgot-email', OLIVER));
    await keep(h.post('/auth/forgot-email', { ...OLIVER, ssnLast4: '987654321' }));
    await keep(h.post('/auth/forgot-email', { ...OLIVER, ssnLast4: '987-65-4321' }));
    await keep(h.post('/auth/forgot-email', { ...OLIVER, dateOfBirth: '1979-07-30' }));
    await h.cognito('ForgotPassword', { ClientId: h.clientId, Username: 'new.customer@example.com' });
    const [reset] = await h.server.services.outbox.list('new.customer@example.com');
    const code = reset?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The routes answered and logged what they did, with e-mails masked.
    expect(bodies.some((b) => b.includes('"LOCKED"'))).toBe(true);
    expect(bodies.some((b) => b.includes('o**************g@example.com'))).toBe(true);
    const text = h.logLines.join('\n');
    for (const event of ['auth.risk', 'auth.passwordChanged', 'auth.forgotEmail']) expect(text).toContain(event);
    expect(text).toContain('o**************g@example.com');

    const strings = logStrings(h.logLines);
    const forbidden = [
      EMAIL,
      FINGERPRINT,
      code,
      '987654321',
      '987-65-4321',
      '4321',
      '43004',
      '07/30/1979',
      '1979-07-30',
      'Oliver',
      'Online',
    ];
    for (const secret of forbidden) {
      expect(
        strings.filter((s) => s.includes(secret)),
        `log mentions ${secret}`,
      ).toEqual([]);
    }
    for (const secret of [FINGERPRINT, code, '987654321', '987-65-4321', EMAIL, '07/30/1979', '1979-07-30']) {
      expect(
        bodies.filter((b) => b.includes(secret)),
        `a response mentions ${secret}`,
      ).toEqual([]);
    }
  });
});
