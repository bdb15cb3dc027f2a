// The masked inputs' formatters: what is shown for each common typed or pasted form, and where the caret goes.
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  centsToMoney,
  expandYear,
  finishMoney,
  formatDate,
  formatMoney,
  formatPhone,
  formatSsn,
  formatZip,
  INPUT_FORMATS,
  moneyToCents,
} from '../../../src/lib/inputFormats';

describe('formatDate', () => {
  it.each([
    // typed one key at a time (whole = false)
    ['0', false, '0'],
    ['04', false, '04'],
    ['041', false, '04/1'],
    ['04121985', false, '04/12/1985'],
    ['041219851', false, '04/12/1985'],
    ['4/', false, '04'],
    ['041/', false, '04/01'],
    ['04/12/', false, '04/12'],
    // a digit deleted in the middle: the rest moves up, as in any digit mask
    ['04/1/1985', false, '04/11/985'],
    ['4-', false, '04'],
    ['', false, ''],
    // pasted or autofilled (whole = true)
    ['04121985', true, '04/12/1985'],
    ['4/12/1985', true, '04/12/1985'],
    ['04-12-1985', true, '04/12/1985'],
    ['04.12.1985', true, '04/12/1985'],
    ['1985-04-12', true, '04/12/1985'],
    ['1985-4-2', true, '04/02/1985'],
    [' 04/12/1985 ', true, '04/12/1985'],
    ['4/12/85', true, '04/12/1985'],
  ] as const)('%j (whole: %s) → %j', (input, whole, shown) => {
    expect(formatDate(input, whole)).toBe(shown);
  });

  it('gives a two-digit year its century when the person leaves the field', () => {
    expect(INPUT_FORMATS.date.finish('04/12/85')).toBe('04/12/1985');
    expect(INPUT_FORMATS.date.finish('04/12/1985')).toBe('04/12/1985');
    expect(INPUT_FORMATS.date.finish('04/12')).toBe('04/12');
  });

  it.each([
    ['85', '1985'],
    ['00', '2000'],
    ['26', '2026'],
    ['27', '2027'],
    ['28', '1928'],
  ])('reads %s as %s in 2026: this century up to next year, the last one beyond', (short, full) => {
    expect(expandYear(short, new Date(2026, 10, 23))).toBe(full);
  });
});

describe('formatSsn', () => {
  it.each([
    ['123', '123'],
    ['1234', '123-4'],
    ['123456789', '123-45-6789'],
    ['123 45 6789', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    ['123456789999', '123-45-6789'],
    ['12a3-45 6', '123-45-6'],
  ])('%j → %j', (input, shown) => expect(formatSsn(input)).toBe(shown));
});

describe('formatPhone', () => {
  it.each([
    ['614', '614'],
    ['6145', '(614) 5'],
    ['6145550101', '(614) 555-0101'],
    ['(614) 555-0101', '(614) 555-0101'],
    ['614.555.0101', '(614) 555-0101'],
    ['+1 614 555 0101', '(614) 555-0101'],
    ['1-614-555-0101', '(614) 555-0101'],
    ['61455501019', '(614) 555-0101'],
  ])('%j → %j', (input, shown) => expect(formatPhone(input)).toBe(shown));
});

describe('formatZip', () => {
  it.each([
    ['4321', '4321'],
    ['43215', '43215'],
    ['43215-1234', '43215'],
    ['432151234', '43215'],
    [' 43 215', '43215'],
  ])('%j → %j', (input, shown) => expect(formatZip(input)).toBe(shown));
});

describe('money', () => {
  it.each([
    ['1234.5', '1,234.5', '1,234.50', 123450],
    ['$1,234.50', '1,234.50', '1,234.50', 123450],
    ['1234', '1,234', '1,234.00', 123400],
    ['.5', '0.5', '0.50', 50],
    ['0012', '12', '12.00', 1200],
    ['1.234', '1.23', '1.23', 123],
    ['1000000', '1,000,000', '1,000,000.00', 100000000],
    ['', '', '', null],
  ])('%j → %j while typing, %j when left, %j cents', (input, typing, finished, cents) => {
    expect(formatMoney(input)).toBe(typing);
    expect(finishMoney(input)).toBe(finished);
    expect(moneyToCents(input)).toBe(cents);
  });

  it.each([
    [123450, '1,234.50'],
    [5, '0.05'],
    [0, '0.00'],
    [null, ''],
  ])('%j cents show as %j', (cents, shown) => expect(centsToMoney(cents)).toBe(shown));
});

describe('applyEdit: the caret while typing and deleting', () => {
  const date = INPUT_FORMATS.date;
  const ssn = INPUT_FORMATS.ssn;

  it.each([
    // [format, shown before, browser value, caret in it, input type, shown after, caret after]
    ['typing at the end', date, '04/1', '04/12', 5, 'insertText', '04/12', 5],
    ['a slash comes with the next digit', date, '04', '041', 3, 'insertText', '04/1', 4],
    ['a digit typed in the middle', ssn, '123-45-678', '1293-45-678', 3, 'insertText', '129-34-5678', 3],
    ['a digit deleted in the middle', ssn, '123-45-6789', '12-45-6789', 2, 'deleteContentBackward', '124-56-789', 2],
    ['backspace just after a dash takes the digit', ssn, '123-45', '12345', 3, 'deleteContentBackward', '124-5', 2],
    ['delete just before a dash takes the next digit', ssn, '123-45', '12345', 3, 'deleteContentForward', '123-5', 3],
    ['backspace after a slash in a date', date, '04/12/1985', '0412/1985', 2, 'deleteContentBackward', '01/21/985', 1],
    ['typing the digit back after it', date, '01/21/985', '051/21/985', 2, 'insertText', '05/12/1985', 2],
    ['a paste is read whole', date, '', '1985-04-12', 10, 'insertFromPaste', '04/12/1985', 10],
    ['a paste with spaces', ssn, '', '123 45 6789', 11, '', '123-45-6789', 11],
  ] as const)('%s', (_, format, before, raw, caret, type, shown, caretAfter) => {
    expect(applyEdit(format, before, raw, caret, type)).toEqual({ display: shown, caret: caretAfter });
  });
});
