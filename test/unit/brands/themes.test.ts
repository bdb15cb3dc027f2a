import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { themeFor } from '../../../brands/themes';
import { contrastRatio } from './contrast';

const KEYS = Object.keys(BRANDS) as BrandKey[];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });
});

describe.each(KEYS)('theme for %s', (key) => {
  const theme = themeFor(key);
  const c = theme.colors;

  it('carries the brand name and is stable across calls', () => {
    expect(theme.brandName).toBe(BRANDS[key].name);
    expect(themeFor(key)).toBe(theme);
  });

  // WCAG 1.4.3: body text, including text on a primary fill, needs 4.5:1.
  it.each([
    ['text', 'background'],
    ['primaryText', 'primary'],
    ['text', 'surface'],
    ['mutedText', 'background'],
    ['mutedText', 'surface'],
    ['primary', 'background'],
    ['error', 'background'],
    ['error', 'surface'],
    ['success', 'background'],
  ] as const)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(4.5);
  });

  // WCAG 1.4.11: borders of inputs, focus rings and meaningful graphics need 3:1 against what surrounds them.
  it.each([
    ['border', 'background'],
    ['focus', 'background'],
    ['accent', 'background'],
  ] as const)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('themes', () => {
  it('give every brand its own primary colour', () => {
    const primaries = new Set(KEYS.map((k) => themeFor(k).colors.primary.toLowerCase()));
    expect(primaries.size).toBe(KEYS.length);
  });
});
