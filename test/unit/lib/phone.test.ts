// One way to write a phone number: a local number as (614) 555-0417, a toll-free one as 1-800-561-2274, whatever form
// it arrives in; and every number the portal holds itself is already written that way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { creditorFor, DEMO_BUREAU } from '../../../server/documents/creditors';
import { displayPhone, phoneDigitsOf } from '../../../src/lib/phone';

describe('displayPhone', () => {
  it.each([
    ['6145550417', '(614) 555-0417'],
    ['614-555-0417', '(614) 555-0417'],
    ['(614) 555-0417', '(614) 555-0417'],
    ['614.555.0417', '(614) 555-0417'],
    ['+1 614 555 0417', '(614) 555-0417'],
    ['16145550417', '(614) 555-0417'],
    ['8005612274', '1-800-561-2274'],
    ['1-800-561-2274', '1-800-561-2274'],
    ['(888) 555-0100', '1-888-555-0100'],
    ['6455550101', '(645) 555-0101'],
    // Not a US number: shown as given, never cut or padded into one.
    ['555-0417', '555-0417'],
    ['0145550417', '0145550417'],
    ['', ''],
  ])('%s → %s', (given, shown) => {
    expect(displayPhone(given)).toBe(shown);
  });

  it('writes any US number one way, whatever punctuation it arrived with, and keeps its digits', () => {
    const nxx = fc.tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 99 }));
    const number = fc
      .tuple(nxx, nxx, fc.integer({ min: 0, max: 9999 }))
      .map(
        ([[a, b], [c, d], line]) =>
          `${a}${String(b).padStart(2, '0')}${c}${String(d).padStart(2, '0')}${String(line).padStart(4, '0')}`,
      );
    const separator = fc.constantFrom('', ' ', '-', '.', '/');
    fc.assert(
      fc.property(number, separator, fc.boolean(), fc.boolean(), (digits, sep, parens, country) => {
        const area = parens ? `(${digits.slice(0, 3)})` : digits.slice(0, 3);
        const written = `${country ? `+1${sep}` : ''}${area}${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}`;
        const shown = displayPhone(written);
        expect(shown).toBe(displayPhone(digits));
        expect(shown).toMatch(/^(\(\d{3}\) \d{3}-\d{4}|1-8\d\d-\d{3}-\d{4})$/);
        expect(phoneDigitsOf(shown)).toBe(digits);
        expect(displayPhone(shown)).toBe(shown);
      }),
    );
  });
});

describe('the numbers the portal holds itself', () => {
  const held = [
    ...(Object.keys(BRANDS) as BrandKey[]).flatMap((brand) => [
      [`${brand}'s phone`, BRANDS[brand].phoneNumber],
      [`${brand}'s creditor and its agency`, creditorFor(brand).phone],
      [`${brand}'s agency`, creditorFor(brand).agency.phone ?? ''],
    ]),
    ['the credit bureau', DEMO_BUREAU.phone ?? ''],
  ];
  it.each(held)('%s is written the one way (%s)', (_who, phone) => {
    expect(displayPhone(phone)).toBe(phone);
  });
});
