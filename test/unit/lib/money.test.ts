import { describe, expect, it } from 'vitest';
import { assertCents, dollarsToCents, formatCents, sumCents } from '../../../src/lib/money';

describe('formatCents', () => {
  it.each([
    [140_000, 2, '$1,400.00'],
    [11_942, 2, '$119.42'],
    [5, 2, '$0.05'],
    [-4_500, 2, '-$45.00'],
    [140_000, 'auto', '$1,400'],
    [140_050, 'auto', '$1,400.50'],
    [140_050, 0, '$1,401'],
    [0, 'auto', '$0'],
  ] as const)('%i cents with %s decimals is %s', (cents, decimals, text) => {
    expect(formatCents(cents, decimals)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatCents(0.1 + 0.2)).toThrow(RangeError);
    expect(() => assertCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('sums and constants', () => {
  it('sums integer cents and refuses floats', () => {
    expect(sumCents([11_942, 11_942, 11_933])).toBe(35_817);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });

  it('turns dollars into cents without float drift', () => {
    expect(dollarsToCents(1_250.37)).toBe(125_037);
    expect(dollarsToCents(0.29)).toBe(29);
  });
});
