import { describe, expect, it } from 'vitest';
import type { DefaultTheme } from 'styled-components';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { themeFor } from '../../../brands/themes';
import { contrastRatio } from './contrast';

const KEYS = Object.keys(BRANDS) as BrandKey[];
type Colour = keyof DefaultTheme['colors'];

// Every foreground a component draws on every background it draws it on (src/components, the server's brand pages).
// A new component that puts a colour on a new background adds its pair here.
const TEXT_PAIRS: [fg: Colour, bg: Colour, where: string][] = [
  ['text', 'background', 'header, legal pages'],
  ['text', 'canvas', 'page text outside the card'],
  ['text', 'card', 'card text'],
  ['text', 'surface', 'input value'],
  ['mutedText', 'background', 'header hints'],
  ['mutedText', 'canvas', 'footer text'],
  ['mutedText', 'card', 'hints in a card'],
  ['mutedText', 'surface', 'placeholders'],
  ['primary', 'background', 'header links, language switch'],
  ['primary', 'canvas', 'footer links'],
  ['primary', 'card', 'links and secondary buttons in a card'],
  ['primaryText', 'primary', 'primary button label'],
  ['error', 'card', 'field errors'],
  ['error', 'surface', 'errors inside a panel'],
  ['error', 'errorSurface', 'alert title'],
  ['text', 'errorSurface', 'alert text'],
  ['success', 'card', 'success text'],
  ['success', 'successSurface', 'alert title'],
  ['text', 'successSurface', 'alert text'],
  ['info', 'infoSurface', 'alert title'],
  ['text', 'infoSurface', 'alert text'],
  ['info', 'card', 'info text'],
  ['surface', 'text', 'acting-as banner text'],
];

const NON_TEXT_PAIRS: [fg: Colour, bg: Colour, where: string][] = [
  ['border', 'card', 'input border'],
  ['border', 'surface', 'input border against its own fill'],
  ['border', 'background', 'language switch border'],
  ['error', 'surface', 'invalid input border'],
  ['focus', 'background', 'focus ring in the header'],
  ['focus', 'canvas', 'focus ring in the footer'],
  ['focus', 'card', 'focus ring in a card'],
  ['accent', 'background', 'logo accent'],
  ['accent', 'card', 'icons'],
  ['primary', 'card', 'primary button edge'],
  ['primary', 'background', 'logo mark'],
  ['error', 'errorSurface', 'alert icon'],
  ['success', 'successSurface', 'alert icon'],
  ['info', 'infoSurface', 'alert icon'],
];

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
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1 (%s)', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(4.5);
  });

  // WCAG 1.4.11: borders of inputs, focus rings and meaningful graphics need 3:1 against what surrounds them.
  it.each(NON_TEXT_PAIRS)('%s on %s reaches 3:1 (%s)', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(3);
  });

  it('has a type scale that grows and a font stack that ends in a generic family', () => {
    const rem = Object.values(theme.fontSizes).map((s) => parseFloat(s));
    expect(rem).toEqual([...rem].sort((a, b) => a - b));
    expect(theme.fonts.body).toMatch(/sans-serif$/);
    expect(theme.fonts.heading).toMatch(/(sans-serif|serif)$/);
  });
});

describe('themes', () => {
  it('give every brand its own primary colour', () => {
    const primaries = new Set(KEYS.map((k) => themeFor(k).colors.primary.toLowerCase()));
    expect(primaries.size).toBe(KEYS.length);
  });
});

// The colour pairs of the alert box, the acting-as banner, the password field and the stepper, in every
// brand, kept apart from the token pairs above.
describe.each(KEYS)('alert, banner, password field and stepper colours for %s', (key) => {
  const c = themeFor(key).colors;

  it.each([
    // Alert: the words are the text colour on the tone's fill.
    ['text', 'errorSurface'],
    ['text', 'successSurface'],
    ['text', 'infoSurface'],
    // The acting-as banner: its words and its "Back to Admin" button are the text colour reversed.
    ['surface', 'text'],
    // The password field's "Show password" toggle and its rules; the stepper's count and steps, on the card.
    ['primary', 'card'],
    ['mutedText', 'card'],
    ['text', 'card'],
    ['error', 'card'],
  ] as const)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    // The alert's border and icon against its fill, and the box's edge against the card around it.
    ['error', 'errorSurface'],
    ['success', 'successSurface'],
    ['info', 'infoSurface'],
    ['error', 'card'],
    ['success', 'card'],
    ['info', 'card'],
    // The banner button's border and focus ring on the banner.
    ['surface', 'text'],
    // The stepper's done and current bars, and the bars to come, on the card.
    ['primary', 'card'],
    ['border', 'card'],
  ] as const)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(3);
  });
});
