// Client log text reached the server log with SSNs, passwords and card numbers written
// in forms the scrubber did not know. One table of the forms people (and browsers) write; none may survive.
import { describe, expect, it } from 'vitest';
import { scrub } from '../../../server/logging/scrub';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';

/** [text as sent, the secret that must be gone, the marker left in its place] */
const FORMS: [string, string, string][] = [
  ['ssn 123-45-6789 entered', '6789', '[ssn]'],
  ['ssn 123 45 6789 entered', '6789', '[ssn]'],
  ['ssn 123.45.6789 entered', '6789', '[ssn]'],
  ['ssn 123\u201345\u20136789 entered', '6789', '[ssn]'],
  ['ssn 123\u201445\u20146789 entered', '6789', '[ssn]'],
  ['ssn 123 - 45 - 6789 entered', '6789', '[ssn]'],
  ['ssn 123456789 entered', '123456789', '[ssn]'],
  ['ssn\u00a0123\u00a045\u00a06789', '6789', '[ssn]'],
  ['card 4111 1111 1111 1111 declined', '1111', '[card]'],
  ['card 4111-1111-1111-1111 declined', '1111', '[card]'],
  ['paid with 4111111111111111', '4111111111111111', '[card]'],
  ['amex 3782 822463 10005', '822463', '[card]'],
  ['account 000123456789', '000123456789', '[number]'],
  ['account # 1234 5678', '5678', '[number]'],
  ['routing number: 021000021', '021000021', ''],
  ['accountNumber=98765', '98765', '[redacted]'],
  ['pwd:hunter2 failed', 'hunter2', '[redacted]'],
  ['pwd: hunter2 failed', 'hunter2', '[redacted]'],
  ['pass=hunter2&x=1', 'hunter2', '[redacted]'],
  ['password: hunter2', 'hunter2', '[redacted]'],
  ['Password = "hunter 2"', 'hunter 2', '[redacted]'],
  ['passwd=hunter2', 'hunter2', '[redacted]'],
  ['{"newPassword":"hunter2","ok":true}', 'hunter2', '[redacted]'],
  ["{'PASSWORD': 'hunter2'}", 'hunter2', '[redacted]'],
  ['code=483920 sent', '483920', ''],
  [`token ${JWT}`, 'eyJhbGciOiJSUzI1NiJ9', '[token]'],
  ['Authorization: Bearer abc.def-ghi', 'abc.def-ghi', '[token]'],
];

describe('scrub', () => {
  it.each(FORMS)('%s', (text, secret, marker) => {
    const out = scrub(text);
    expect(out).not.toContain(secret);
    if (marker) expect(out).toContain(marker);
  });

  it('keeps ordinary text: dates, times, amounts, versions, short numbers, ids', () => {
    const text =
      'Loan of $1,250.00 due 2024-01-15 10:30 (v2.78.27), step 3 of 4, ZIP 94107, id 0b6e4c3a-5f0e-4b7e-9a3e-2c1d4e5f6a7b';
    expect(scrub(text)).toBe(text);
  });

  it('blanks control characters so a message cannot fake a log line', () => {
    const out = scrub('ok\r\n{"level":50,"msg":"forged"}\u0000\u001b[31m');
    for (const ch of ['\r', '\u0000', '\u001b']) expect(out).not.toContain(ch);
  });

  it('recognises a secret cut by the length limit and truncates', () => {
    const out = scrub(`${'x'.repeat(1995)} 123-45-6789`);
    expect(out).not.toMatch(/123-4/);
    expect(scrub('x'.repeat(5000)).length).toBeLessThanOrEqual(2001);
  });
});
